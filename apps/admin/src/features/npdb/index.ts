export { NpdbCard } from './components/npdb-card';
