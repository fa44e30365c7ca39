// A company's logo; without one, or when the image fails to load, a building icon.
import BusinessIcon from '@mui/icons-material/Business';
import Box from '@mui/material/Box';
import { useState } from 'react';

export interface CompanyLogoProps {
  name: string;
  /** Absolute or same-origin (/api/logos/...) URL; null or empty shows the icon. */
  logoUrl?: string | null;
  /** Width and height in px. */
  size?: number;
  /** Empty alt text, for a logo next to the company name inside the same link. */
  decorative?: boolean;
}

export function CompanyLogo({ name, logoUrl, size = 56, decorative = false }: CompanyLogoProps) {
  // Remember which URL failed, so a new logoUrl gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(logoUrl) && failedUrl !== logoUrl;
  const alt = decorative ? '' : `${name} logo`;

  const frame = {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: 1.5,
    border: 1,
    borderColor: 'divider',
    bgcolor: 'background.paper',
    overflow: 'hidden',
  } as const;

  if (showImage) {
    return (
      <Box
        component="img"
        src={logoUrl ?? undefined}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailedUrl(logoUrl ?? null)}
        sx={{ ...frame, display: 'block', objectFit: 'contain', p: 0.5 }}
      />
    );
  }

  return (
    <Box
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
      sx={{ ...frame, display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'text.secondary', bgcolor: 'action.hover' }}
    >
      <BusinessIcon sx={{ fontSize: size * 0.55 }} />
    </Box>
  );
}
