/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The one layout of every JobHub mail (React Email): brand header, a title, the content, an
 * optional button, the signature, and for non-transactional mail the reason it was sent with a
 * one-click unsubscribe link. Inline styles only: mail clients drop `<style>`.
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

const COLORS = { text: '#1f2937', muted: '#6b7280', brand: '#1d4ed8', border: '#e5e7eb', page: '#f3f4f6' } as const;

export interface MailLayoutProps {
  title: string;
  /** The line mail clients show next to the subject. */
  preview: string;
  children: ReactNode;
  action?: { href: string; label: string };
  /** Non-transactional mail: why it was sent and the signed unsubscribe link. */
  unsubscribe?: { href: string; reason: string };
}

/** One paragraph of a mail's content. */
export function MailText({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: '15px', lineHeight: '24px', color: COLORS.text, margin: '0 0 12px' }}>{children}</Text>;
}

/**
 * @example <MailLayout title="Kích hoạt tài khoản" preview="…" action={{ href, label: 'Kích hoạt' }}><MailText>…</MailText></MailLayout>
 */
export function MailLayout({ title, preview, children, action, unsubscribe }: MailLayoutProps) {
  return (
    <Html lang="vi">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLORS.page, fontFamily: 'Arial, Helvetica, sans-serif', margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', border: `1px solid ${COLORS.border}`, borderRadius: '8px', maxWidth: '600px', padding: '24px' }}>
          <Text style={{ fontSize: '20px', fontWeight: 700, color: COLORS.brand, margin: '0 0 16px' }}>JobHub</Text>
          <Heading as="h1" style={{ fontSize: '20px', color: COLORS.text, margin: '0 0 16px' }}>
            {title}
          </Heading>
          {children}
          {action ? (
            <Section style={{ margin: '20px 0' }}>
              <Button href={action.href} style={{ backgroundColor: COLORS.brand, borderRadius: '6px', color: '#ffffff', fontSize: '15px', padding: '10px 16px', textDecoration: 'none' }}>
                {action.label}
              </Button>
              <Text style={{ fontSize: '13px', color: COLORS.muted, margin: '12px 0 0' }}>
                Nếu nút không hoạt động, hãy mở liên kết sau: <Link href={action.href}>{action.href}</Link>
              </Text>
            </Section>
          ) : null}
          <MailText>
            Trân trọng,
            <br />
            Đội ngũ JobHub
          </MailText>
          {unsubscribe ? (
            <>
              <Hr style={{ borderColor: COLORS.border, margin: '20px 0 12px' }} />
              <Text style={{ fontSize: '12px', color: COLORS.muted, margin: 0 }}>
                {unsubscribe.reason}{' '}
                <Link href={unsubscribe.href} style={{ color: COLORS.muted }}>
                  Hủy nhận loại email này
                </Link>
              </Text>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
