import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ScrollTable } from '@/components/scroll-table';
import type { TCommitteeGate } from '@docapply/contracts';
import { SectionCard, formatDay } from '@docapply/ui';
import type { ReactNode } from 'react';

/**
 * The ready-for-committee gate: ready on the day read, or what stops the file; what will be too old
 * by then; and each required verification with its dates.
 */
export function GateCard({ gate }: { gate: TCommitteeGate }) {
  return (
    <GateSection>
      <GateDetails gate={gate} />
    </GateSection>
  );
}

/** The gate's card, around its details or what stands in for them while they load. */
export function GateSection({ children }: { children: ReactNode }) {
  return (
    <SectionCard id="gate-heading" title="Ready for the committee">
      {children}
    </SectionCard>
  );
}

/** Ready on the day read, or what stops the file; what will be too old; the verifications. */
export function GateDetails({ gate }: { gate: TCommitteeGate }) {
  return (
    <>
      {gate.ready ? (
        <Alert severity="success">Ready for the committee on {formatDay(gate.on)}.</Alert>
      ) : (
        <Alert severity="warning">
          Not ready for the committee on {formatDay(gate.on)}:
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 5 }}>
            {gate.blocks.map((block) => (
              <li key={`${block.kind}-${block.message}`}>{block.message}</li>
            ))}
          </Box>
        </Alert>
      )}
      {gate.aging.length > 0 ? (
        <Box sx={{ mt: 4 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Will be too old soon
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 5 }}>
            {gate.aging.map((item) => (
              <li key={item.label}>
                {item.label}: good until {formatDay(item.until)}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {gate.verifications.length > 0 ? (
        <ScrollTable label="Verifications" sx={{ mt: 4 }}>
          <Table size="small" aria-label="Verifications">
            <TableHead>
              <TableRow>
                <TableCell>Verification</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Verified on</TableCell>
                <TableCell>Valid until</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {gate.verifications.map((item) => (
                <TableRow key={item.label}>
                  <TableCell component="th" scope="row">
                    {item.label}
                  </TableCell>
                  <TableCell>{item.status}</TableCell>
                  <TableCell>{formatDay(item.verifiedOn)}</TableCell>
                  <TableCell>{formatDay(item.validUntil)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      ) : null}
    </>
  );
}
