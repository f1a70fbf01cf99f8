export { CommitteeFilesPage } from './components/committee-files-page';
export { CommitteeFilePage } from './components/committee-file-page';
export { ReviewGateCard } from './components/review-gate-card';
