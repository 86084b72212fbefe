import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { PhoneIcon } from '../../components/Icons.tsx';

/** A call to the company's number (`phoneDigits`), beside the WhatsApp button. */
export function PhoneCallButton({ digits, children }: { digits: string; children: ReactNode }) {
  return (
    <Button component="a" href={`tel:${digits}`} variant="outline" color="orange" leftSection={<PhoneIcon size={18} />}>
      {children}
    </Button>
  );
}
