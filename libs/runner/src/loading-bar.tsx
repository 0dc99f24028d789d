import { useEffect, useState } from 'react';
import { ProgressBar } from '@portal/ui';

/** The loading bar of the test screen: creeps towards 95 % until the content arrives. */
export function LoadingBar({ text }: { text?: string }) {
  const [percent, setPercent] = useState(5);
  useEffect(() => {
    const id = setInterval(() => setPercent((p) => p + (95 - p) * 0.08), 200);
    return () => clearInterval(id);
  }, []);
  return (
    <div
      style={{ maxWidth: 480, margin: '20vh auto 0', padding: 16, textAlign: 'center' }}
      data-testid="loading"
    >
      <div role="progressbar" aria-valuenow={Math.round(percent)} aria-valuemin={0} aria-valuemax={100}>
        <ProgressBar percent={Math.round(percent)} />
      </div>
      {text && <p style={{ marginTop: 12 }}>{text}</p>}
    </div>
  );
}
