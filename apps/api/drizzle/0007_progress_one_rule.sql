-- Stored progress was the mean of five parts; it is now the one completeness rule's figure
-- (packages/rules completeness.ts). The rule runs in the application, not in SQL: forget the old
-- figures, and the doctor's list computes each once on its next read (summaries.ts), then keeps
-- it on write as before.
UPDATE "applications" SET "progress" = NULL WHERE "progress" IS NOT NULL;
