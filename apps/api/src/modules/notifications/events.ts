import type { TEventHandlers } from '@/core/events';
import { notifyReadyToSubmit } from './ready-to-submit';

export const NOTIFICATION_EVENTS: TEventHandlers = {
  'application.ready-to-submit': notifyReadyToSubmit,
};
