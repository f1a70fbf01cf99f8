export { MeetingPage } from './components/meeting-page';
export { MeetingsPage } from './components/meetings-page';
