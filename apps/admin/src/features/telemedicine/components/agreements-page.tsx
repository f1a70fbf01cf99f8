import { useState } from 'react';
import { Button, Divider, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { TTelemedicineAgreementList } from '@docapply/contracts';
import { HospitalSettingsPage } from '@/components/hospital-settings-page';
import { useAgreements } from '../api/agreements';
import { AddAgreementDialog } from './add-agreement-dialog';
import { AgreementItem } from './agreement-item';

function Agreements({ hospitalId, list }: { hospitalId: string; list: TTelemedicineAgreementList }) {
  const [isAdding, setIsAdding] = useState(false);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 5, sm: 8 } }}>
      <Stack spacing={4}>
        <div>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
            Add an agreement
          </Button>
        </div>
        {list.data.length === 0 ? (
          <Typography color="text.secondary">No telemedicine agreement recorded yet.</Typography>
        ) : (
          <Stack
            component="ul"
            aria-label="Telemedicine agreements"
            divider={<Divider component="li" aria-hidden />}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {list.data.map((agreement) => (
              <AgreementItem key={agreement.id} agreement={agreement} />
            ))}
          </Stack>
        )}
      </Stack>
      {isAdding ? <AddAgreementDialog hospitalId={hospitalId} onClose={() => setIsAdding(false)} /> : null}
    </Paper>
  );
}

/** /telemedicine-agreements: one of the administrator's hospitals' agreements with distant sites. */
export function TelemedicineAgreementsPage() {
  return (
    <HospitalSettingsPage
      title="Telemedicine agreements"
      description="Written agreements with distant-site hospitals. Under one in force, your board may grant privileges to a telemedicine practitioner by relying on the distant site's privileging decision."
      loadingLabel="Loading telemedicine agreements..."
      useSettings={useAgreements}
      renderForm={(hospital, list) => <Agreements hospitalId={hospital.id} list={list} />}
    />
  );
}
