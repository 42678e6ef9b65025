import { insertOrIgnore } from "./sql";

/**
 * Advisor ↔ client correspondence. Mail between the demo advisor and the demo user exists once in
 * each mailbox (sender's sent, recipient's inbox), as the compose endpoint writes it.
 */
const HOUR = 3_600_000;
const ADVISOR = { id: "usr_demo_advisor", name: "Elif Kaya", email: "advisor@taxatlas.test" };
const USER = { id: "usr_demo_user", name: "Alex Morgan", email: "user@taxatlas.test" };

/**
 * Labels are the product's seeded organisation, so they have Turkish twins (decision 099); the
 * mails are correspondence and stay in the language their sender wrote (some are in Turkish).
 */
const LABELS = [
  { id: "lbl_adv_clients", user_id: ADVISOR.id, title: "Clients", title_tr: "Müşteriler", slug: "clients", color: "blue" },
  { id: "lbl_adv_invoices", user_id: ADVISOR.id, title: "Invoices", title_tr: "Faturalar", slug: "invoices", color: "green" },
  { id: "lbl_adv_urgent", user_id: ADVISOR.id, title: "Urgent", title_tr: "Acil", slug: "urgent", color: "red" },
  { id: "lbl_adv_formation", user_id: ADVISOR.id, title: "Company formation", title_tr: "Şirket kuruluşu", slug: "company-formation", color: "purple" },
  { id: "lbl_adv_prospects", user_id: ADVISOR.id, title: "Prospects", title_tr: "Aday müşteriler", slug: "prospects", color: "teal" },
  { id: "lbl_usr_company", user_id: USER.id, title: "My company", title_tr: "Şirketim", slug: "my-company", color: "blue" },
  { id: "lbl_usr_tax", user_id: USER.id, title: "Tax", title_tr: "Vergi", slug: "tax", color: "orange" },
];

interface Flags {
  folder: "inbox" | "sent" | "drafts" | "spam" | "trash";
  unread?: boolean;
  starred?: boolean;
  important?: boolean;
  labels?: string[];
}
interface SeedMail {
  id: string;
  from: { name: string; email: string };
  to: string[];
  cc?: string[];
  subject: string;
  content: string;
  hoursAgo: number;
  attachments?: { type: string; name: string; size: number; preview: null; downloadUrl: null }[];
  /** mailbox owner id → placement in that mailbox */
  boxes: Record<string, Flags>;
}

const ext = (name: string, email: string) => ({ name, email });
const p = (...paragraphs: string[]) => paragraphs.map((t) => `<p>${t}</p>`).join("");

const MAILS: SeedMail[] = [
  // Alex Morgan ↔ Elif Kaya (both mailboxes)
  { id: "mail_a1", from: USER, to: [ADVISOR.email], subject: "Moving to Cyprus: where do we start?", hoursAgo: 24 * 40, content: p("Hi Elif,", "I have accepted an offer to relocate to Limassol in the spring. I would like to set up a holding company for my consulting income and understand the non-dom regime.", "Could we schedule a first call?", "Best regards,<br>Alex"), boxes: { [USER.id]: { folder: "sent" }, [ADVISOR.id]: { folder: "inbox", labels: ["lbl_adv_clients", "lbl_adv_formation"] } } },
  { id: "mail_a2", from: ADVISOR, to: [USER.email], subject: "Re: Moving to Cyprus: where do we start?", hoursAgo: 24 * 39, content: p("Hi Alex,", "Thank you for reaching out. For a first assessment I need your expected day count for 2026, your current UK ties and a rough split of your income.", "I have attached our engagement letter to the file manager. Tuesday 10:00 CET works for me.", "Kind regards,<br>Elif Kaya"), boxes: { [ADVISOR.id]: { folder: "sent", labels: ["lbl_adv_clients"] }, [USER.id]: { folder: "inbox", starred: true, labels: ["lbl_usr_tax"] } } },
  { id: "mail_a3", from: USER, to: [ADVISOR.email], subject: "Documents for the company formation", hoursAgo: 24 * 33, content: p("Elif,", "Please find my passport copy and proof of address uploaded to TaxAtlas. The company name we prefer is <strong>Cyprus Holding Ltd</strong>, with Morgan Holdings Ltd as a fallback.", "Alex"), attachments: [{ type: "application/pdf", name: "passport-copy.pdf", size: 182_340, preview: null, downloadUrl: null }], boxes: { [USER.id]: { folder: "sent", labels: ["lbl_usr_company"] }, [ADVISOR.id]: { folder: "inbox", important: true, labels: ["lbl_adv_clients", "lbl_adv_formation"] } } },
  { id: "mail_a4", from: ADVISOR, to: [USER.email], subject: "Company incorporated: next steps", hoursAgo: 24 * 20, content: p("Good news, Alex: Cyprus Holding Ltd is registered (HE 441207). The certificate is in your documents.", "Next: tax registration (TIC), VAT assessment and the bank account with Hellenic Bank. I have introduced you to Andreas Georgiou.", "Elif"), boxes: { [ADVISOR.id]: { folder: "sent", labels: ["lbl_adv_clients", "lbl_adv_formation"] }, [USER.id]: { folder: "inbox", important: true, labels: ["lbl_usr_company"] } } },
  { id: "mail_a5", from: USER, to: [ADVISOR.email], subject: "Dividends and the SDC exemption", hoursAgo: 30, content: p("Hi Elif,", "Quick one: if the holding pays me a dividend in December, is it exempt from SDC once my non-dom status is confirmed? And do I need a tax residency certificate for the UK?", "Thanks,<br>Alex"), boxes: { [USER.id]: { folder: "sent", labels: ["lbl_usr_tax"] }, [ADVISOR.id]: { folder: "inbox", unread: true, starred: true, labels: ["lbl_adv_clients", "lbl_adv_urgent"] } } },
  { id: "mail_a6", from: ADVISOR, to: [USER.email], subject: "Your annual compliance calendar", hoursAgo: 6, content: p("Hi Alex,", "Attached is the 2026 calendar: provisional tax 31 July and 31 December, annual levy 30 June, audited accounts within 18 months of incorporation.", "Elif"), boxes: { [ADVISOR.id]: { folder: "sent", labels: ["lbl_adv_clients"] }, [USER.id]: { folder: "inbox", unread: true, labels: ["lbl_usr_company", "lbl_usr_tax"] } } },
  // Advisor inbox from external clients
  { id: "mail_b1", from: ext("Mette Rasmussen", "mette@nordictrade.dk"), to: [ADVISOR.email], subject: "UAE subsidiary: free zone or mainland?", hoursAgo: 24 * 28, content: p("Dear Elif,", "Our board wants to compare a free-zone entity with a mainland LLC for the Gulf distribution business. What does the 9% corporate tax mean for qualifying income?", "Best,<br>Mette"), boxes: { [ADVISOR.id]: { folder: "inbox", labels: ["lbl_adv_clients"] } } },
  { id: "mail_b2", from: ext("Mette Rasmussen", "mette@nordictrade.dk"), to: [ADVISOR.email], cc: ["finance@nordictrade.dk"], subject: "Transfer pricing: data for the benchmark", hoursAgo: 24 * 12, content: p("Elif,", "The segmented P&L for the Danish and UAE entities is uploaded. Let us know if you need the intercompany agreements as well.", "Mette"), boxes: { [ADVISOR.id]: { folder: "inbox", labels: ["lbl_adv_clients"] } } },
  { id: "mail_b3", from: ext("Murat Demir", "murat.demir@demirtekstil.com.tr"), to: [ADVISOR.email], subject: "Malta holding hakkında", hoursAgo: 24 * 9, content: p("Merhaba Elif Hanım,", "Avrupa dağıtımı için Malta'da bir holding şirketi kurmayı düşünüyoruz. Türkiye'deki iştirak kazancı istisnası ve stopaj açısından nasıl bir yapı önerirsiniz?", "Saygılarımla,<br>Murat Demir"), boxes: { [ADVISOR.id]: { folder: "inbox", important: true, labels: ["lbl_adv_clients"] } } },
  { id: "mail_b4", from: ext("Murat Demir", "murat.demir@demirtekstil.com.tr"), to: [ADVISOR.email], subject: "Toplantı tarihi", hoursAgo: 50, content: p("Elif Hanım,", "Gelecek hafta perşembe saat 14:00 sizin için uygun mu? Mali müşavirimiz Zeynep Aydın da katılacak.", "Murat"), boxes: { [ADVISOR.id]: { folder: "inbox", unread: true, labels: ["lbl_adv_clients"] } } },
  { id: "mail_b5", from: ext("Sophie Laurent", "sophie@laurent-studio.fr"), to: [ADVISOR.email], subject: "Portugal or Cyprus for a freelance designer?", hoursAgo: 24 * 7, content: p("Hello,", "I work for clients in France and the US and can live anywhere in the EU. Which regime would you recommend, and what would your fee be for a residency plan?", "Sophie"), boxes: { [ADVISOR.id]: { folder: "inbox", labels: ["lbl_adv_prospects"] } } },
  { id: "mail_b6", from: ext("Raj Patel", "raj@patelventures.sg"), to: [ADVISOR.email], subject: "Holding structure for a Singapore fund manager", hoursAgo: 24 * 5, content: p("Hi Elif,", "We are looking at an EU holding for our European portfolio companies. Is Cyprus still attractive after the 2026 corporate tax increase to 15%?", "Regards,<br>Raj"), boxes: { [ADVISOR.id]: { folder: "inbox", starred: true, labels: ["lbl_adv_prospects"] } } },
  { id: "mail_b7", from: ext("Lukas Becker", "lukas.becker@becker-gmbh.de"), to: [ADVISOR.email], subject: "Substance review: board meeting location", hoursAgo: 24 * 4, content: p("Dear Ms Kaya,", "Our board meetings are currently held by video call from Munich. Is that a problem for the substance of the Cyprus IP company?", "Kind regards,<br>Lukas Becker"), boxes: { [ADVISOR.id]: { folder: "inbox", important: true, labels: ["lbl_adv_clients", "lbl_adv_urgent"] } } },
  { id: "mail_b8", from: ext("Andreas Georgiou", "a.georgiou@hellenicbank.example"), to: [ADVISOR.email], subject: "KYC file for Cyprus Holding Ltd", hoursAgo: 24 * 3, content: p("Dear Elif,", "Thank you for the introduction. We still need the certified register of directors and a source-of-funds letter for Mr Morgan.", "Andreas Georgiou<br>Relationship manager"), boxes: { [ADVISOR.id]: { folder: "inbox", labels: ["lbl_adv_clients"] } } },
  { id: "mail_b9", from: ext("Christos Chrysostomou", "christos@chrysses-law.example"), to: [ADVISOR.email], subject: "Invoice 2026-118: company formation fees", hoursAgo: 24 * 2, content: p("Elif,", "Please find our invoice for the registration of Cyprus Holding Ltd: EUR 900 plus VAT, payable within 30 days.", "Christos"), attachments: [{ type: "application/pdf", name: "invoice-2026-118.pdf", size: 48_112, preview: null, downloadUrl: null }], boxes: { [ADVISOR.id]: { folder: "inbox", labels: ["lbl_adv_invoices"] } } },
  { id: "mail_b10", from: ext("Zeynep Aydın", "zeynep@aydin-ymm.example"), to: [ADVISOR.email], subject: "Demir Tekstil: yapılandırma notları", hoursAgo: 20, content: p("Merhaba Elif,", "Demir Tekstil için kontrollü yabancı kurum kurallarını özetleyen notumu ekte bulabilirsin. Perşembe görüşürüz.", "Zeynep"), boxes: { [ADVISOR.id]: { folder: "inbox", unread: true, labels: ["lbl_adv_clients"] } } },
  { id: "mail_b11", from: ext("Fatima Al Mansoori", "f.almansoori@emiratesnbd.example"), to: [ADVISOR.email], subject: "Account opening for Nordic Trade FZ-LLC", hoursAgo: 12, content: p("Dear Ms Kaya,", "The application has passed compliance review. The directors can sign the account documents at our DIFC branch or via video identification.", "Fatima"), boxes: { [ADVISOR.id]: { folder: "inbox", unread: true, important: true, labels: ["lbl_adv_clients"] } } },
  { id: "mail_b12", from: ext("Mette Rasmussen", "mette@nordictrade.dk"), to: [ADVISOR.email], subject: "Thank you!", hoursAgo: 3, content: p("Elif, the board approved the free-zone option. Thank you for the clear comparison.", "Mette"), boxes: { [ADVISOR.id]: { folder: "inbox", unread: true, labels: ["lbl_adv_clients"] } } },
  // Advisor's other folders
  { id: "mail_c1", from: ADVISOR, to: ["sophie@laurent-studio.fr"], subject: "Re: Portugal or Cyprus for a freelance designer?", hoursAgo: 24 * 6, content: p("Hello Sophie,", "Both can work. Our <em>Tax residency planning</em> service (EUR 1,800 plus VAT) compares them on your actual figures. Shall I send the engagement letter?", "Elif"), boxes: { [ADVISOR.id]: { folder: "sent", labels: ["lbl_adv_prospects"] } } },
  { id: "mail_c2", from: ADVISOR, to: ["lukas.becker@becker-gmbh.de"], subject: "Re: Substance review: board meeting location", hoursAgo: 24 * 3, content: p("Dear Mr Becker,", "Yes: key decisions should be taken at meetings physically held in Cyprus, with a majority of Cyprus-resident directors present. I will set out the details in the review.", "Elif Kaya"), boxes: { [ADVISOR.id]: { folder: "sent", labels: ["lbl_adv_clients"] } } },
  { id: "mail_c3", from: ADVISOR, to: ["raj@patelventures.sg"], subject: "EU holding options", hoursAgo: 10, content: p("Hi Raj,", "Draft notes: Cyprus (15% from 2026, no withholding on dividends out), Malta (refund system), Netherlands (participation exemption, treaty network)…"), boxes: { [ADVISOR.id]: { folder: "drafts", labels: ["lbl_adv_prospects"] } } },
  { id: "mail_c4", from: ext("Offshore Secrets", "deals@offshore-secrets.example"), to: [ADVISOR.email], subject: "Pay ZERO tax forever - limited offer!!!", hoursAgo: 24 * 1, content: p("Anonymous companies, no reporting, guaranteed. Click now."), boxes: { [ADVISOR.id]: { folder: "spam", unread: true } } },
  { id: "mail_c5", from: ext("Conference Desk", "events@taxsummit.example"), to: [ADVISOR.email], subject: "Last call: International Tax Summit 2026", hoursAgo: 24 * 15, content: p("Early-bird tickets end on Friday."), boxes: { [ADVISOR.id]: { folder: "trash" } } },
  // Demo user's other mail
  { id: "mail_d1", from: ext("Andreas Georgiou", "a.georgiou@hellenicbank.example"), to: [USER.email], subject: "Welcome to Hellenic Bank", hoursAgo: 24 * 2, content: p("Dear Mr Morgan,", "To complete the account opening for Cyprus Holding Ltd please send a source-of-funds letter. Your advisor has been copied on our request.", "Andreas Georgiou"), boxes: { [USER.id]: { folder: "inbox", unread: true, labels: ["lbl_usr_company"] } } },
  { id: "mail_d2", from: ext("Christos Chrysostomou", "christos@chrysses-law.example"), to: [USER.email], subject: "Resident director appointment", hoursAgo: 24 * 18, content: p("Dear Alex,", "I confirm my appointment as resident director of Cyprus Holding Ltd. The consent form is signed.", "Christos"), boxes: { [USER.id]: { folder: "inbox", labels: ["lbl_usr_company"] } } },
];

export function mailboxSeed(now: number): string[] {
  const statements = LABELS.map((l) => insertOrIgnore("mail_labels", l));
  for (const mail of MAILS) {
    for (const [ownerId, flags] of Object.entries(mail.boxes)) {
      const boxCount = Object.keys(mail.boxes).length;
      statements.push(
        insertOrIgnore("mails", {
          id: boxCount > 1 ? `${mail.id}_${ownerId === ADVISOR.id ? "adv" : "usr"}` : mail.id,
          user_id: ownerId,
          folder: flags.folder,
          from_name: mail.from.name,
          from_email: mail.from.email,
          from_avatar: null,
          to_addresses: JSON.stringify(mail.to),
          cc_addresses: JSON.stringify(mail.cc ?? []),
          bcc_addresses: "[]",
          subject: mail.subject,
          content: mail.content,
          attachments: JSON.stringify(mail.attachments ?? []),
          labels: JSON.stringify(flags.labels ?? []),
          starred: flags.starred ?? false,
          important: flags.important ?? false,
          unread: flags.unread ?? false,
          date: now - mail.hoursAgo * HOUR,
        }),
      );
    }
  }
  return statements;
}
