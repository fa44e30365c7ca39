import { toast, type Claim } from 'shared-ui';

/** What a claim did: verified at once, or sent to a moderator (with its DNS record to verify it now). */
export function claimToast(claim: Claim) {
  toast(
    claim.status === 'verified'
      ? { title: 'Profile claimed', description: `You are now the verified owner of ${claim.company.name}.`, variant: 'success' }
      : {
          title: 'Claim sent',
          description: claim.dnsRecord
            ? `A moderator will check your claim of ${claim.company.name}, or verify it yourself now with its DNS record.`
            : `A moderator will check your claim of ${claim.company.name}.`,
          variant: 'success',
        },
  );
}
