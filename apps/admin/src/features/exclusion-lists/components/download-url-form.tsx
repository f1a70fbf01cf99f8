import { z } from 'zod';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import {
  EXCLUSION_SOURCE_LABELS,
  ZExclusionListUrl,
  type TExclusionListUrl,
  type TExclusionSource,
} from '@docapply/contracts';
import { FormField, getErrorMessage, useAlert, useFormSubmit } from '@docapply/ui';
import { useDownloadExclusionList } from '../api/download-exclusion-list';
import { useUpdateExclusionUrl } from '../api/update-exclusion-url';
import { ImportOutcome, type TOutcomeProps } from './import-outcome';

/** The field holds text; empty means "no address: upload only". */
const ZUrlForm = z.strictObject({
  url: z
    .string()
    .trim()
    .transform((value) => value || null)
    .pipe(ZExclusionListUrl.shape.url),
});
type TUrlFormValues = z.input<typeof ZUrlForm>;
const resolver = zodResolver(ZUrlForm) as unknown as Resolver<TUrlFormValues, unknown, TExclusionListUrl>;

// Not `disabled`: a disabled button drops the focus the keyboard user had on it.
const BUSY_SX = { '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'default' } } as const;

type TDownloadUrlFormProps = TOutcomeProps & {
  source: TExclusionSource;
  /** The address saved now (null: none). */
  url: string | null;
  /** An upload or a download of this list is running. */
  isBusy: boolean;
};

/** The address the monthly job downloads the list from, and "Download now" from it. */
export function DownloadUrlForm({ source, url, isBusy, outcome, onOutcome }: TDownloadUrlFormProps) {
  const label = EXCLUSION_SOURCE_LABELS[source];
  const { showAlert } = useAlert();
  const updateUrl = useUpdateExclusionUrl();
  const download = useDownloadExclusionList(source);
  const form = useForm<TUrlFormValues, unknown, TExclusionListUrl>({
    resolver,
    defaultValues: { url: url ?? '' },
  });
  const { submit, onValidityChange } = useFormSubmit({
    form,
    fieldNames: ['url'],
    onSubmit: async (body) => {
      if (updateUrl.isPending) {
        return;
      }
      await updateUrl.mutateAsync({ source, body });
      form.reset({ url: body.url ?? '' });
      showAlert({
        type: 'success',
        message: body.url
          ? `The ${label} download address was saved.`
          : `The ${label} download address was removed. Upload each month's file instead.`,
      });
    },
  });

  const downloadNow = () => {
    if (!url || isBusy) {
      return;
    }
    onOutcome(null);
    download.mutate(undefined, {
      onSuccess: (result) => onOutcome({ from: 'download', result }),
      onError: (error) => onOutcome({ from: 'download', error: getErrorMessage(error) }),
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`${label} download address`}>
      <FormField
        control={form.control}
        onValidityChange={onValidityChange}
        field={{
          name: 'url',
          type: 'text',
          label: 'Download address',
          placeholder: 'https://',
          helperText:
            'The server downloads the list from here every month. Leave empty to upload it yourself.',
        }}
      />
      <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" variant="outlined" aria-disabled={updateUrl.isPending} sx={BUSY_SX}>
          Save address
        </Button>
        <Button
          variant="outlined"
          startIcon={<CloudDownloadOutlinedIcon />}
          onClick={downloadNow}
          aria-disabled={!url || isBusy}
          aria-describedby={url ? undefined : `${source}-download-hint`}
          sx={BUSY_SX}
        >
          Download now
        </Button>
        {url ? null : (
          <Typography id={`${source}-download-hint`} variant="body2" color="text.secondary">
            Save an address to download from.
          </Typography>
        )}
      </Stack>
      {download.isPending ? (
        <Box sx={{ mt: 3 }}>
          <LinearProgress aria-label={`Downloading the ${label} list`} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Downloading, importing and screening every doctor again. This can take a minute.
          </Typography>
        </Box>
      ) : null}
      <ImportOutcome outcome={outcome} way="download" />
    </Box>
  );
}
