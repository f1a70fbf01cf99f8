export { VerificationCard } from './components/verification-card';
