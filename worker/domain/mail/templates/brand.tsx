// The react-email component packages one by one: their barrel (@react-email/components) also
// re-exports `render`, which pulls in prettier and tailwind (decision 153).
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Column } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ContentLocale } from "#worker/domain/locale";
import { FOOTER, type MailContent } from "./content";

/**
 * The TaxAtlas look in mail (decision 153): the app's primary blue (oklch(0.45 0.13 255) ≈ #17559b,
 * app/tailwind.css), its system font stack, white card on a light grey page. Inline styles only:
 * mail clients drop <style> and CSS variables.
 */
export const BRAND = {
  primary: "#17559b",
  primaryForeground: "#fcfcfc",
  text: "#1f2937",
  muted: "#6b7280",
  border: "#e5e7eb",
  page: "#f4f5f7",
  font: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

export interface MailLinks {
  /** the preferences page; shown on every mail */
  preferences: string;
  /** one-click unsubscribe (non-essential mail only) */
  unsubscribe: string | null;
}

export function BrandedEmail({ content, locale, app, links }: { content: MailContent; locale: ContentLocale; app: string; links: MailLinks }) {
  const footer = FOOTER[locale];
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <title>{content.subject}</title>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: BRAND.page, fontFamily: BRAND.font, color: BRAND.text, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: "560px", width: "100%", margin: "0 auto" }}>
          <Section style={{ padding: "0 24px 16px" }}>
            <Text style={{ margin: 0, fontSize: "20px", fontWeight: 700, color: BRAND.primary, letterSpacing: "-0.01em" }}>{app}</Text>
          </Section>
          <Section style={{ backgroundColor: "#ffffff", border: `1px solid ${BRAND.border}`, borderRadius: "8px", padding: "28px 24px" }}>
            <Heading as="h1" style={{ margin: "0 0 16px", fontSize: "22px", lineHeight: "28px", fontWeight: 700, color: BRAND.text }}>
              {content.heading}
            </Heading>
            {content.paragraphs.map((paragraph, i) => (
              <Text key={i} style={{ margin: "0 0 12px", fontSize: "15px", lineHeight: "24px", whiteSpace: "pre-line" }}>
                {paragraph}
              </Text>
            ))}
            {content.details?.length ? (
              <Section style={{ margin: "8px 0 16px", borderTop: `1px solid ${BRAND.border}` }}>
                {content.details.map(([label, value]) => (
                  <Row key={label} style={{ borderBottom: `1px solid ${BRAND.border}` }}>
                    <Column style={{ padding: "8px 0", fontSize: "14px", color: BRAND.muted, width: "40%", verticalAlign: "top" }}>{label}</Column>
                    <Column style={{ padding: "8px 0", fontSize: "14px", fontWeight: 600, textAlign: "right", verticalAlign: "top" }}>{value}</Column>
                  </Row>
                ))}
              </Section>
            ) : null}
            {content.action ? (
              <Section style={{ margin: "20px 0 8px" }}>
                <Button
                  href={content.action.href}
                  style={{ backgroundColor: BRAND.primary, color: BRAND.primaryForeground, borderRadius: "6px", padding: "12px 20px", fontSize: "15px", fontWeight: 600, textDecoration: "none" }}
                >
                  {content.action.label}
                </Button>
                <Text style={{ margin: "12px 0 0", fontSize: "12px", lineHeight: "18px", color: BRAND.muted, wordBreak: "break-all" }}>
                  <Link href={content.action.href} style={{ color: BRAND.primary }}>
                    {content.action.href}
                  </Link>
                </Text>
              </Section>
            ) : null}
            {content.note ? <Text style={{ margin: "16px 0 0", fontSize: "13px", lineHeight: "20px", color: BRAND.muted }}>{content.note}</Text> : null}
          </Section>
          <Hr style={{ borderColor: "transparent", margin: "8px 0" }} />
          <Section style={{ padding: "0 24px" }}>
            <Text style={{ margin: "0 0 6px", fontSize: "12px", lineHeight: "18px", color: BRAND.muted }}>{footer.why}</Text>
            <Text style={{ margin: 0, fontSize: "12px", lineHeight: "18px", color: BRAND.muted }}>
              {links.unsubscribe ? (
                <>
                  <Link href={links.unsubscribe} style={{ color: BRAND.muted, textDecoration: "underline" }}>
                    {footer.unsubscribe}
                  </Link>
                  {" · "}
                </>
              ) : (
                <>{footer.essential} </>
              )}
              <Link href={links.preferences} style={{ color: BRAND.muted, textDecoration: "underline" }}>
                {footer.preferences}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
