import { useEffect, useState } from 'react';

type Matrix = boolean[][];

/**
 * The QR code of an otpauth:// URI as an SVG, one path of dark modules with the quiet zone around them. The
 * encoder loads once the setup starts: the settings do not pay for it otherwise.
 */
export function TwoFactorQrCode({ value, label }: { value: string; label: string }) {
  const [matrix, setMatrix] = useState<Matrix | null>(null);
  useEffect(() => {
    let shown = true;
    void import('uqr').then(({ encode }) => {
      if (shown) setMatrix(encode(value, { ecc: 'M', border: 4 }).data);
    });
    return () => {
      shown = false;
    };
  }, [value]);

  if (!matrix)
    return <div className="bc-two-factor-qr" style={{ width: 200, height: 200 }} aria-busy="true" />;
  const size = matrix.length;
  const path = matrix.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      className="bc-two-factor-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={200}
      height={200}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
