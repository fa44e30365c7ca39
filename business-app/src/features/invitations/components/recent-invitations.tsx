import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable, experienceDayText, relativeTime, type Invitation } from 'shared-ui';
import { useInvitations } from '../api/get-invitations';

const STATE_LABEL: Record<Invitation['status'], string> = { held: 'Held: name being checked', open: 'Open', used: 'Reviewed', expired: 'Expired' };

/** The company's latest invitations with their state; nothing until there is one. */
export function RecentInvitations({ companyId }: { companyId: string }) {
  const invitations = useInvitations(companyId);
  if (!invitations.data?.length) return null;
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
        Latest invitations
      </Typography>
      <DataTable>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Reference</th>
            <th scope="col">Order date</th>
            <th scope="col">Sent</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {invitations.data.map((i) => (
            <tr key={i.id}>
              <td>
                {i.name} ({i.email})
              </td>
              <td>{i.reference ?? '—'}</td>
              <td>{i.orderDate ? experienceDayText(i.orderDate) : '—'}</td>
              <td>{relativeTime(i.createdAt)}</td>
              <td>{STATE_LABEL[i.status]}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </Box>
  );
}
