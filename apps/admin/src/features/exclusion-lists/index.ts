export { ExclusionListsPage } from './components/exclusion-lists-page';
