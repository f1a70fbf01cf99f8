export { PrivilegeCataloguePage } from './components/privilege-catalogue-page';
