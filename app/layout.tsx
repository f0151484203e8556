import type { Metadata } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { TRPCReactProvider } from '@/components/trpc/client';
import { ToastProvider } from '@/components/ui/toast';
import './globals.css';

// next/font/google needs the network; the variable Inter from @fontsource ships with the app.
const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', style: 'normal', weight: '100 900' },
    { path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-italic.woff2', style: 'italic', weight: '100 900' },
  ],
  variable: '--font-inter',
  display: 'swap',
});

// Every page is rendered per request: the Content-Security-Policy's nonce (proxy.ts) is new each
// time, and Next.js can only put it on the scripts of a page it renders now.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'People Search', template: '%s · People Search' },
  description: 'Find the people who match your brief.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <TRPCReactProvider>
          <ToastProvider>{children}</ToastProvider>
        </TRPCReactProvider>
      </body>
    </html>
  );
}
