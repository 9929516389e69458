import type { ReactNode } from 'react';

export const metadata = { title: 'Đối tác — việc làm từ JobHub (Next.js)' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="vi">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>{children}</body>
    </html>
  );
}
