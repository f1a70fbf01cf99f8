export { DecisionLetterCard } from './components/decision-letter-card';
export { LetterSettingsPage } from './components/letter-settings-page';
