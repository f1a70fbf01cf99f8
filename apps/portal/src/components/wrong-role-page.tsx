import { Button, Typography } from '@mui/material';
import { useSiteConfig } from '@docapply/ui';
import { PageSection } from '@/components/page-section';

/** A signed-in account that is not a doctor's (a hospital administrator's) opened the portal. */
export function WrongRolePage() {
  const { adminUrl } = useSiteConfig();
  return (
    <PageSection title="This portal is for doctors">
      <Typography color="text.secondary">
        Your account does not have access to the doctor portal. Hospital administrators sign in on the
        hospital administration site.
      </Typography>
      <div>
        <Button component="a" href={adminUrl} variant="contained">
          Go to the hospital site
        </Button>
      </div>
    </PageSection>
  );
}
