import { Box, Button, MenuItem, TextField } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { ADMIN_EXPIRING_WINDOWS, type TAdminExpiringList } from '@docapply/contracts';
import { useAlert } from '@docapply/ui';
import { useExportExpiring } from '../api/export-expiring';
import { toExpiringQuery, type TExpiringFilters } from '../hooks/use-expiring-filters';

type TExpiringFiltersProps = {
  filters: TExpiringFilters;
  hospitals: TAdminExpiringList['hospitals'];
  onChange: (patch: Partial<TExpiringFilters>) => void;
};

/** The hospital (for an admin of several), the window, and the CSV of what the filters select. */
export function ExpiringFilters({ filters, hospitals, onChange }: TExpiringFiltersProps) {
  const exportList = useExportExpiring();
  const { showApiError } = useAlert();
  // One hospital needs no filter; a hospital chosen by a shared link always shows.
  const showHospitals = hospitals.length > 1 || filters.hospitalId !== '';
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 4,
        alignItems: 'center',
      }}
    >
      {showHospitals ? (
        <TextField
          select
          size="small"
          label="Hospital"
          value={filters.hospitalId}
          onChange={(event) => onChange({ hospitalId: event.target.value })}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">All your hospitals</MenuItem>
          {hospitals.map((hospital) => (
            <MenuItem key={hospital.id} value={hospital.id}>
              {hospital.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        select
        size="small"
        label="Expiring within"
        value={String(filters.days)}
        onChange={(event) => onChange({ days: Number(event.target.value) })}
        sx={{ minWidth: 160 }}
      >
        {ADMIN_EXPIRING_WINDOWS.map((days) => (
          <MenuItem key={days} value={String(days)}>
            {days} days
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        loading={exportList.isPending}
        loadingPosition="start"
        onClick={() =>
          exportList.mutate(toExpiringQuery(filters), { onError: (error) => showApiError(error) })
        }
        sx={{ ml: { sm: 'auto' } }}
      >
        Export CSV
      </Button>
    </Box>
  );
}
