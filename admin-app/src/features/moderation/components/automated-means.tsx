// Whether automated means detected the item and whether they decided it (DSA Art. 17(3)(c)), as
// every statement of reasons records both.
export function AutomatedMeans({ s }: { s: { automated_detection: boolean; automated_decision: string } }) {
  const decided = s.automated_decision === 'AUTOMATED_DECISION_FULLY' ? 'yes' : s.automated_decision === 'AUTOMATED_DECISION_PARTIALLY' ? 'partly' : 'no';
  return (
    <>
      Detected by automated means: {s.automated_detection ? 'yes' : 'no'}. Decided by automated means: {decided}.
    </>
  );
}
