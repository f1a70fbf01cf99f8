import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import {
  SUPERVISION_RELATIONSHIPS,
  SUPERVISION_RELATIONSHIP_LABELS,
  type TApplicationDetail,
  type TSupervisionAgreement,
  type TSupervisionPhysician,
  type TSupervisionRelationship,
} from '@docapply/contracts';
import { isApiError, useAlert } from '@docapply/ui';
import { usePhysicianSearch, useSaveSupervision } from '../../api/supervision';

type TSupervisionFormProps = {
  detail: TApplicationDetail;
  agreement: TSupervisionAgreement | null;
  onSaved: () => void;
  onCancel?: () => void;
};

/** Choosing the physician (a search of the hospital's members), the relationship and the privileges covered. */
export function SupervisionForm({ detail, agreement, onSaved, onCancel }: TSupervisionFormProps) {
  const [physician, setPhysician] = useState<TSupervisionPhysician | null>(agreement?.physician ?? null);
  const [search, setSearch] = useState('');
  const [relationship, setRelationship] = useState<TSupervisionRelationship>(
    agreement?.relationship ?? 'collaborating',
  );
  const [privilegeIds, setPrivilegeIds] = useState<string[]>(
    agreement?.privileges.map((one) => one.privilegeId) ?? detail.privileges.map((one) => one.privilegeId),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const found = usePhysicianSearch(detail.id, search);
  const save = useSaveSupervision(detail.id);
  const { showApiError } = useAlert();

  const submit = () => {
    if (!physician) {
      setErrors({ physicianId: 'Choose a physician' });
      return;
    }
    setErrors({});
    save.mutate(
      { physicianId: physician.id, relationship, privilegeIds },
      {
        onSuccess: onSaved,
        onError: (error) =>
          isApiError(error) && error.fields ? setErrors(error.fields) : showApiError(error),
      },
    );
  };

  const toggle = (id: string) =>
    setPrivilegeIds((current) =>
      current.includes(id) ? current.filter((one) => one !== id) : [...current, id],
    );

  return (
    <Stack
      component="form"
      spacing={4}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Autocomplete
        options={found.data ?? []}
        value={physician}
        onChange={(_event, value) => setPhysician(value)}
        inputValue={search}
        onInputChange={(_event, value) => setSearch(value)}
        filterOptions={(options) => options}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => option.id}
        renderOption={(props, option) => {
          const { key, ...rest } = props;
          return (
            <li key={key} {...rest}>
              {option.name} ({option.departments.join(', ') || 'no department'})
            </li>
          );
        }}
        noOptionsText={search.trim().length < 2 ? 'Type at least 2 letters' : 'No member physician found'}
        loading={found.isFetching}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Physician (a member of this hospital)"
            required
            error={Boolean(errors.physicianId)}
            helperText={errors.physicianId ?? 'Search by name'}
          />
        )}
      />
      <FormControl>
        <FormLabel id="supervision-relationship">Relationship</FormLabel>
        <RadioGroup
          row
          aria-labelledby="supervision-relationship"
          value={relationship}
          onChange={(event) => setRelationship(event.target.value as TSupervisionRelationship)}
        >
          {SUPERVISION_RELATIONSHIPS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={SUPERVISION_RELATIONSHIP_LABELS[value]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset" error={Boolean(errors.privilegeIds)}>
        <FormLabel component="legend">Privileges the agreement covers</FormLabel>
        <FormGroup>
          {detail.privileges.map((privilege) => (
            <FormControlLabel
              key={privilege.privilegeId}
              control={
                <Checkbox
                  checked={privilegeIds.includes(privilege.privilegeId)}
                  onChange={() => toggle(privilege.privilegeId)}
                />
              }
              label={`${privilege.name} (${privilege.department})`}
            />
          ))}
        </FormGroup>
        <FormHelperText>
          {errors.privilegeIds ??
            (detail.privileges.length === 0
              ? 'Pick your privileges first.'
              : 'You can be granted only the privileges the agreement covers.')}
        </FormHelperText>
      </FormControl>
      <Stack direction="row" spacing={3}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Send to the physician
        </Button>
        {onCancel ? (
          <Button type="button" variant="text" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
