export { TemporaryPrivilegesCard } from './components/temporary-privileges-card';
