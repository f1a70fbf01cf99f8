import { useEffect, useRef } from 'react';
import { useFieldArray, useForm, type Control } from 'react-hook-form';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { TDecisionRoute, TDecisionRouteInput } from '@docapply/contracts';
import { useAlert, useFormSubmit } from '@docapply/ui';
import { AddRowButton } from '@/components/list-row-parts';
import { useSaveDecisionRoute } from '../api/decision-route-api';
import {
  ROUTE_LIMITS,
  createStep,
  routeFieldNames,
  routeResolver,
  toFormValues,
  type TRouteFormValues,
} from '../lib/route-form';
import { RouteStepFields } from './route-step-fields';

const FIELD_NAMES = routeFieldNames();

type TDecisionRouteFormProps = { hospitalId: string; hospitalName: string; route: TDecisionRoute };

/** Where focus goes once the steps have changed: a step's name, a moved step's button, or Add step. */
type TFocusTarget = { selector: string } | { kind: 'add' };

/** One hospital's decision route as a form: its steps in order, each with its members. */
export function DecisionRouteForm({ hospitalId, hospitalName, route }: TDecisionRouteFormProps) {
  const { showAlert } = useAlert();
  const save = useSaveDecisionRoute();
  const form = useForm<TRouteFormValues, unknown, TDecisionRouteInput>({
    resolver: routeResolver,
    defaultValues: toFormValues(route),
  });
  // FormField reads and writes the text values only; the numbers matter to handleSubmit alone.
  const control = form.control as unknown as Control<TRouteFormValues>;
  // keyName: a step's own `id` is data the API needs back (it keeps the step's files).
  const steps = useFieldArray({ control, name: 'steps', keyName: 'key' });
  const box = useRef<HTMLFormElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusTarget = useRef<TFocusTarget | null>(null);
  const isFull = steps.fields.length >= ROUTE_LIMITS.steps;
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: FIELD_NAMES,
    onSubmit: async (body) => {
      if (save.isPending) {
        return;
      }
      const saved = await save.mutateAsync({ hospitalId, body });
      form.reset(toFormValues(saved));
      showAlert({ type: 'success', message: `The decision route of ${hospitalName} was saved.` });
    },
  });

  // Focus never falls to the page: it follows the step added or moved, or stays beside the one removed.
  const order = steps.fields.map((field) => field.key).join();
  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (!target) {
      return;
    }
    if ('kind' in target) {
      addButton.current?.focus();
      return;
    }
    box.current?.querySelector<HTMLElement>(target.selector)?.focus();
  }, [order]);

  const add = () => {
    if (isFull) {
      return;
    }
    focusTarget.current = { selector: `input[name="steps.${steps.fields.length}.name"]` };
    steps.append(createStep(), { shouldFocus: false });
  };
  const removeAt = (index: number) => {
    const remaining = steps.fields.length - 1;
    focusTarget.current =
      remaining === 0
        ? { kind: 'add' }
        : { selector: `[data-step-remove="${Math.min(index, remaining - 1)}"]` };
    steps.remove(index);
  };
  const moveTo = (from: number, to: number) => {
    const direction = to < from ? 'up' : 'down';
    // At the end of the list the button it pressed is gone: the other one keeps the focus.
    const isEdge = to === 0 || to === steps.fields.length - 1;
    const button = isEdge ? (direction === 'up' ? 'down' : 'up') : direction;
    focusTarget.current = { selector: `[data-step-move="${button}-${to}"]` };
    steps.move(from, to);
  };

  const listError = form.formState.errors.steps?.root?.message ?? form.formState.errors.steps?.message;
  return (
    <Box
      component="form"
      ref={box}
      noValidate
      onSubmit={submit}
      aria-label={`Decision route of ${hospitalName}`}
    >
      {steps.fields.length === 0 ? (
        <Typography>
          No steps yet. Add the first person or committee who recommends on a verified application.
        </Typography>
      ) : (
        <Stack component="ol" spacing={5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {steps.fields.map((step, index) => (
            <RouteStepFields
              key={step.key}
              control={control}
              index={index}
              count={steps.fields.length}
              onValidityChange={onValidityChange}
              onMove={(to) => moveTo(index, to)}
              onRemove={() => removeAt(index)}
            />
          ))}
        </Stack>
      )}
      {listError ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 2 }}>
          {listError}
        </Typography>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ mt: 5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <AddRowButton ref={addButton} onClick={add} isFull={isFull}>
          Add step
        </AddRowButton>
        <Button type="submit" variant="contained" size="large" aria-disabled={save.isPending}>
          Save route
        </Button>
      </Stack>
      {isFull ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 2 }}>
          A route has at most {ROUTE_LIMITS.steps} steps.
        </Typography>
      ) : null}
    </Box>
  );
}
