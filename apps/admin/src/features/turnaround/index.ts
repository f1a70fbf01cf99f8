export { TurnaroundPage } from './components/turnaround-page';
