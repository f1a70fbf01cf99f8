import type { TEventHandlers } from '@/core/events';
import { onApplicationSubmitted } from './submitted';

export const VERIFICATION_EVENTS: TEventHandlers = {
  'application.submitted': onApplicationSubmitted,
};
