import type { TBoardDecision, TConditions } from '@docapply/contracts';
import type { TDb } from '@/core/db/client';

/**
 * What a module announces for others to act on, so that the module below need not know the one
 * above (the modules' graph has no cycles). Each handler runs in the announcing change's own
 * transaction: its writes, mails and live events commit with the change or not at all.
 */
export type TDomainEvents = {
  /** A draft's stored progress has just gone from not ready to ready to submit. */
  'application.ready-to-submit': { applicationId: string };
  /**
   * An application was submitted (the first time or again). Its handlers run in a savepoint of
   * their own: a failure is logged and rolled back alone, never losing the doctor's submission.
   */
  'application.submitted': { applicationId: string };
  /**
   * The decision route's last step decided the application (issue 40): the status and the
   * appointment are already set; the decision letter and temporary privileges follow it.
   */
  'application.decided': { decision: TBoardDecision };
  /**
   * The office recorded (or replaced) a distant site's decision the board will rely on
   * (telemedicine by proxy): a file already in the route goes to its last step.
   */
  'application.proxy-recorded': { applicationId: string; actorId: string };
  /**
   * An appointment was recorded (the office's approval or the route's decision): its privileges are
   * granted from `startsOn`. An FPPE follows every privilege the practitioner did not hold before.
   */
  'appointment.recorded': {
    appointment: {
      id: string;
      applicationId: string;
      doctorId: string;
      hospitalId: string;
      startsOn: string;
      privilegeIds: string[];
    };
    /** The appointment a reappointment renews: its privileges are kept, not newly granted. */
    renewedAppointmentId: string | null;
    actorId: string;
  };
  /**
   * An active appointment passed its last day without an approved reappointment (the lapse job):
   * its privileges are no longer held.
   */
  'appointment.lapsed': {
    appointment: { id: string; hospitalId: string; privilegeIds: string[] };
  };
  /**
   * An appointment's privileges changed while it stays active (an FPPE referral upheld): those
   * limited keep a condition, those removed are no longer held. `before` is the appointment's
   * privileges and conditions as they were.
   */
  'appointment.privileges-changed': {
    appointmentId: string;
    hospitalId: string;
    limitedPrivilegeIds: string[];
    removedPrivilegeIds: string[];
    before: { privilegeIds: string[]; conditions: Record<string, TConditions> };
  };
  /**
   * The office suspended privileges an active appointment holds (`privilegeIds`: the versions it
   * holds), or reinstated them: systems that schedule by privileges learn it in this change.
   */
  'privilege.suspended': { appointmentId: string; hospitalId: string; privilegeIds: string[] };
  'privilege.reinstated': { appointmentId: string; hospitalId: string; privilegeIds: string[] };
  /** The office granted temporary privileges: an FPPE follows each from their first day. */
  'temporary-privileges.granted': {
    grantId: string;
    applicationId: string;
    doctorId: string;
    hospitalId: string;
    privilegeIds: string[];
    startsOn: string;
    actorId: string;
  };
  /** A temporary grant in force closed: past its last day ('expired'), or ended early ('ended'). */
  'temporary-privileges.closed': { grantId: string; hospitalId: string; state: 'expired' | 'ended' };
  /**
   * A department chair concluded a practitioner's OPPE cycle with "focused review needed"
   * (modules/oppe): a for-cause FPPE opens (modules/fppe). `reason` is the chair's comment.
   */
  'oppe.focused-review-needed': {
    hospitalId: string;
    doctorId: string;
    cycleId: string;
    reviewId: string;
    reason: string;
    actorId: string;
  };
};
export type TDomainEventName = keyof TDomainEvents;
export type TDomainEventHandler<K extends TDomainEventName> = (
  db: TDb,
  event: TDomainEvents[K],
) => Promise<void>;

/** A module's handlers, by event (a module's index.ts exports them; src/compose.ts composes them). */
export type TEventHandlers = { [K in TDomainEventName]?: TDomainEventHandler<K> };

export type TEventBus = {
  /** Calls every handler of the event, in the order the modules were composed, inside `db`. */
  publish: <K extends TDomainEventName>(db: TDb, name: K, event: TDomainEvents[K]) => Promise<void>;
};

export function createEventBus(modules: readonly TEventHandlers[]): TEventBus {
  return {
    publish: async (db, name, event) => {
      for (const handlers of modules) {
        await handlers[name]?.(db, event);
      }
    },
  };
}
