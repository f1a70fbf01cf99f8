-- An application's status is one of the contracts' APPLICATION_STATUSES: "applications_status" has
-- held the column to them since 0000; the history of moves is held to the same list, so neither
-- can store a status the machine does not know. Every stored row already names a known status.
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_statuses" CHECK (("application_status_history"."from_status" is null or "application_status_history"."from_status" in ('draft', 'applied', 'in-review', 'information-requested', 'finalise', 'approved', 'rejected')) and "application_status_history"."to_status" in ('draft', 'applied', 'in-review', 'information-requested', 'finalise', 'approved', 'rejected'));
