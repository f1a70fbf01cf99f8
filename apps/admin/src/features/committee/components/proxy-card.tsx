import { Alert, Box } from '@mui/material';
import type { TCommitteeProxy } from '@docapply/contracts';
import { FactList, SectionCard, formatDay } from '@docapply/ui';

/**
 * Telemedicine by proxy: the distant site's privileging decision the board relies on, shown in
 * place of the earlier steps' recommendations (the file skipped them). The board grants only what
 * the distant site granted.
 */
export function ProxyCard({ proxy }: { proxy: TCommitteeProxy }) {
  const { agreement } = proxy;
  return (
    <SectionCard id="proxy-heading" title="Distant site’s decision (telemedicine by proxy)">
      <Alert severity="info" sx={{ mb: 3 }}>
        This file relies on the privileging decision of {agreement.distantSiteName}. Grant only the privileges
        it granted; deny or defer the others.
      </Alert>
      <FactList
        facts={[
          [
            'Distant site',
            agreement.ccn ? `${agreement.distantSiteName} (CCN ${agreement.ccn})` : agreement.distantSiteName,
          ],
          ['Telemedicine agreement of', formatDay(agreement.signedOn)],
          ['Decided on', formatDay(proxy.decidedOn)],
          ['Its appointment ends on', formatDay(proxy.appointmentEndsOn)],
        ]}
        stacksOnPhone
      />
      <Box component="ul" aria-label="Privileges as the distant site decided" sx={{ m: 0, mt: 3, pl: 5 }}>
        {proxy.privileges.map((privilege) => (
          <li key={privilege.privilegeId}>
            {privilege.name} · {privilege.department}: {privilege.granted ? 'granted' : 'not granted'}
          </li>
        ))}
      </Box>
    </SectionCard>
  );
}
