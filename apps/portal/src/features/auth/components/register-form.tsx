import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid } from '@mui/material';
import { PASSWORD_MIN_LENGTH } from '@docapply/rules';
import {
  DEFAULT_PRACTITIONER_TYPE,
  ZRegisterRequest,
  type TFieldDescriptor,
  type TFieldOption,
  type TRegisterRequest,
} from '@docapply/contracts';
import { FormFieldGrid, showFormError, useAlert, useFieldValidity, type TFormFieldRow } from '@docapply/ui';
import { paths } from '@/config/paths';
import { usePractitionerTypes } from '@/hooks/use-practitioner-types';
import { useRegister } from '../api/register';

type TRegisterFieldName = keyof TRegisterRequest;
/** What the inputs hold: strings, the checkbox "true" or "false". */
type TRegisterForm = Record<TRegisterFieldName, string>;

// The contract's schema validates the form as is; only its input type is narrower than the
// inputs' (terms is the literal "true"), hence the cast.
const resolver = zodResolver(ZRegisterRequest) as unknown as Resolver<
  TRegisterForm,
  unknown,
  TRegisterRequest
>;

/** Shown alone until the list of types answers: the default needs no request. */
const PHYSICIAN_OPTION: TFieldOption = { value: DEFAULT_PRACTITIONER_TYPE, label: 'Physician (MD/DO)' };

const FIELDS = {
  practitionerType: {
    name: 'practitionerType',
    type: 'select',
    label: 'I am a',
    required: true,
    options: [PHYSICIAN_OPTION],
  },
  firstName: { name: 'firstName', type: 'text', label: 'First name', required: true },
  lastName: { name: 'lastName', type: 'text', label: 'Last name', required: true },
  email: { name: 'email', type: 'email', label: 'Email', required: true },
  phone: { name: 'phone', type: 'tel', label: 'Mobile phone', required: true },
  password: {
    name: 'password',
    type: 'password',
    label: 'Password',
    required: true,
    helperText: `At least ${PASSWORD_MIN_LENGTH} characters`,
  },
  confirmPassword: { name: 'confirmPassword', type: 'password', label: 'Confirm password', required: true },
  terms: { name: 'terms', type: 'checkbox', label: 'I agree to the terms and conditions', required: true },
} satisfies Record<TRegisterFieldName, TFieldDescriptor & { name: TRegisterFieldName }>;
const FIELD_NAMES = Object.keys(FIELDS) as TRegisterFieldName[];
function buildRows(typeOptions: TFieldOption[]): TFormFieldRow<TRegisterForm>[] {
  return [
    [{ ...FIELDS.practitionerType, options: typeOptions }],
    [FIELDS.firstName, FIELDS.lastName],
    [FIELDS.email],
    [FIELDS.phone],
    [FIELDS.password, FIELDS.confirmPassword],
    [FIELDS.terms],
  ];
}
const EMPTY: TRegisterForm = {
  practitionerType: DEFAULT_PRACTITIONER_TYPE,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms: 'false',
};

export function RegisterForm({ termsUrl }: { termsUrl: string }) {
  const navigate = useNavigate();
  const registerDoctor = useRegister();
  const { showApiError } = useAlert();
  const { onValidityChange, hasInvalidField } = useFieldValidity();
  const { data: types } = usePractitionerTypes();
  const rows = useMemo(
    () =>
      buildRows(
        types?.length ? types.map((type) => ({ value: type.code, label: type.name })) : [PHYSICIAN_OPTION],
      ),
    [types],
  );
  const { control, handleSubmit, setError } = useForm<TRegisterForm, unknown, TRegisterRequest>({
    resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) => {
    if (hasInvalidField()) {
      return;
    }
    registerDoctor.mutate(values, {
      onSuccess: (result) => {
        void navigate(paths.emailVerify.getHref(), { state: { email: result.email } });
      },
      onError: (error) => showFormError(error, setError, FIELD_NAMES, showApiError),
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Register">
      <FormFieldGrid control={control} onValidityChange={onValidityChange} termsUrl={termsUrl} rows={rows}>
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={registerDoctor.isPending}
          >
            Register
          </Button>
        </Grid>
      </FormFieldGrid>
    </Box>
  );
}
