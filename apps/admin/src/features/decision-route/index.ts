export { DecisionRoutePage } from './components/decision-route-page';
