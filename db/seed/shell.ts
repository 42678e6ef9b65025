import { insertOrIgnore } from "./sql";

/**
 * The shell's demo data (issue 3): messages, notifications, shortcuts and chats for the demo
 * accounts, so the header looks alive on first run. Ids are fixed so the seed stays idempotent.
 * Times are relative to `now` so the panels show recent activity.
 */

const HOUR = 60 * 60 * 1000;
type Owner = "usr_demo_user" | "usr_demo_advisor" | "usr_demo_admin";

interface SeedInboxItem {
  id: string;
  icon?: string;
  image?: string;
  title: string;
  description: string;
  /** the product's own items (reminders, system notices, the demo's seeded messages) also in Turkish; what people write later stays as written */
  titleTr?: string;
  descriptionTr?: string;
  link?: string;
  useRouter?: boolean;
  read: boolean;
  hoursAgo: number;
}

const NOTIFICATIONS: Record<Owner, SeedInboxItem[]> = {
  usr_demo_user: [
    { id: "ntf_user_1", titleTr: "<strong>Yıllık beyan</strong> (HE32) son günü 28 Ocak", descriptionTr: "Kıbrıs holdinginizin yıllık beyanı yaklaşıyor. Harç: <em>€20</em>.", icon: "calendar", title: "<strong>Annual return</strong> (HE32) due on 28 January", description: "Your Cyprus holding's annual return is coming up. Fee: <em>€20</em>.", link: "/compliance/annual-review", useRouter: true, read: false, hoursAgo: 2 },
    { id: "ntf_user_2", titleTr: "Yeni teklif geldi", descriptionTr: "Elif Kaya, <strong>holding kuruluşu</strong> talebiniz için bir teklif gönderdi.", icon: "file-text", title: "New proposal received", description: "Elif Kaya sent a proposal for your <strong>holding set-up</strong> request.", link: "/proposals", useRouter: true, read: false, hoursAgo: 20 },
    { id: "ntf_user_3", titleTr: "Gerçek faydalanıcı kaydı güncellendi", descriptionTr: "Sicil, beyanınızı onayladı.", icon: "shield-check", title: "Beneficial ownership updated", description: "The register confirmed your filing.", link: "/compliance/beneficial-ownership", useRouter: true, read: true, hoursAgo: 50 },
    { id: "ntf_user_4", titleTr: "OECD İkinci Sütun rehberi yayımlandı", descriptionTr: "Özeti OECD sitesinde okuyun.", icon: "landmark", title: "OECD Pillar Two guidance published", description: "Read the summary on the OECD site.", link: "https://www.oecd.org/tax/", useRouter: false, read: true, hoursAgo: 120 },
  ],
  usr_demo_advisor: [
    { id: "ntf_adv_1", titleTr: "Yeni pazar yeri talebi", descriptionTr: "Bir müşteri <strong>BAE serbest bölge şirketi</strong> kuruluşu istiyor.", icon: "store", title: "New marketplace request", description: "A client asks for a <strong>UAE free-zone company</strong> set-up.", link: "/marketplace", useRouter: true, read: false, hoursAgo: 3 },
    { id: "ntf_adv_2", titleTr: "Belge imzalandı", descriptionTr: "Alex Morgan hizmet sözleşmesini imzaladı.", icon: "check-square", title: "Document signed", description: "Alex Morgan signed the engagement letter.", link: "/advisor/documents", useRouter: true, read: false, hoursAgo: 26 },
    { id: "ntf_adv_3", titleTr: "Yeni değerlendirme", descriptionTr: "5 yıldızlı bir değerlendirme aldınız.", icon: "star", title: "New review", description: "You received a 5-star review.", link: "/professionals", useRouter: true, read: true, hoursAgo: 72 },
  ],
  usr_demo_admin: [
    { id: "ntf_adm_1", titleTr: "Bekleyen danışman başvurusu", descriptionTr: "Yeni bir danışman pazar yerine katılmak istiyor.", icon: "users", title: "Advisor application waiting", description: "A new advisor asked to join the marketplace.", link: "/admin/advisor-applications", useRouter: true, read: false, hoursAgo: 5 },
  ],
};

const MESSAGES: Record<Owner, SeedInboxItem[]> = {
  usr_demo_user: [
    { id: "msg_user_1", titleTr: "Elif Kaya", descriptionTr: "Yapınızı inceledim; <strong>perşembe</strong> günü konuşabilir miyiz?", image: "/favicon.svg", title: "Elif Kaya", description: "I reviewed your structure; can we talk on <strong>Thursday</strong>?", link: "/proposals", useRouter: true, read: false, hoursAgo: 1 },
    { id: "msg_user_2", titleTr: "TaxAtlas Destek", descriptionTr: "<em>Malta ve Kıbrıs</em> raporunuz hazır.", image: "/favicon.svg", title: "TaxAtlas Support", description: "Your report on <em>Malta vs. Cyprus</em> is ready.", link: "/tax", useRouter: true, read: false, hoursAgo: 30 },
    { id: "msg_user_3", titleTr: "Faturalama", descriptionTr: "99 $'lık raporunuzun makbuzu.", image: "/favicon.svg", title: "Billing", description: "Receipt for your $99 report.", link: "/billing", useRouter: true, read: true, hoursAgo: 96 },
  ],
  usr_demo_advisor: [
    { id: "msg_adv_1", titleTr: "Alex Morgan", descriptionTr: "Teşekkürler! Perşembe saat 10:00 bana uyar.", image: "/favicon.svg", title: "Alex Morgan", description: "Thanks! Thursday at 10:00 works for me.", link: "/advisor/mail", useRouter: true, read: false, hoursAgo: 1 },
    { id: "msg_adv_2", titleTr: "TaxAtlas Destek", descriptionTr: "Hizmet kataloğunuz onaylandı.", image: "/favicon.svg", title: "TaxAtlas Support", description: "Your service catalogue was approved.", link: "/advisor/services", useRouter: true, read: true, hoursAgo: 48 },
  ],
  usr_demo_admin: [],
};

/** Seeded shortcuts in both languages (`*_tr` twins, decision 099); the ones people add are as written. */
const SHORTCUTS: Record<Owner, { id: string; label: string; description: string | null; label_tr: string; description_tr: string | null; icon: string; link: string; useRouter: boolean }[]> = {
  usr_demo_user: [
    { id: "sc_user_1", label: "Compliance", description: "Filings and due dates", label_tr: "Uyum", description_tr: "Beyanlar ve son tarihler", icon: "calendar", link: "/compliance", useRouter: true },
    { id: "sc_user_2", label: "Documents", description: "Your files", label_tr: "Belgeler", description_tr: "Dosyalarınız", icon: "folder", link: "/documents", useRouter: true },
    { id: "sc_user_3", label: "Jurisdictions", description: "Compare rates", label_tr: "Ülkeler", description_tr: "Oranları karşılaştırın", icon: "globe", link: "/jurisdictions", useRouter: true },
    { id: "sc_user_4", label: "Tax report", description: "Get a sourced report", label_tr: "Vergi raporu", description_tr: "Kaynaklı bir rapor alın", icon: "calculator", link: "/tax", useRouter: true },
  ],
  usr_demo_advisor: [
    { id: "sc_adv_1", label: "Inbox", description: "Client mail", label_tr: "Gelen kutusu", description_tr: "Müşteri e-postaları", icon: "mail", link: "/advisor/mail", useRouter: true },
    { id: "sc_adv_2", label: "Services", description: "Your catalogue", label_tr: "Hizmetler", description_tr: "Kataloğunuz", icon: "briefcase", link: "/advisor/services", useRouter: true },
    { id: "sc_adv_3", label: "Marketplace", description: "Open requests", label_tr: "Pazar yeri", description_tr: "Açık talepler", icon: "store", link: "/marketplace", useRouter: true },
  ],
  usr_demo_admin: [],
};

/**
 * Conversations: [participant A, participant B, messages as [sender is A?, hoursAgo, text, Turkish
 * twin]]. The demo's messages are the product's text, so Turkish readers get them in Turkish
 * (decision 099); what people send later is shown as written.
 */
const CONVERSATIONS: { id: string; a: Owner; b: Owner; unreadForA: number; unreadForB: number; messages: [boolean, number, string, string][] }[] = [
  {
    id: "conv_user_advisor",
    a: "usr_demo_user",
    b: "usr_demo_advisor",
    unreadForA: 1,
    unreadForB: 0,
    messages: [
      [true, 50, "Hello Elif, I'd like advice on moving my holding to Cyprus.", "Merhaba Elif, holding şirketimi Kıbrıs'a taşımak için danışmanlık almak istiyorum."],
      [false, 49.5, "Hi Alex! Happy to help. Which countries are your subsidiaries in?", "Merhaba Alex! Memnuniyetle yardımcı olurum. Bağlı şirketleriniz hangi ülkelerde?"],
      [true, 49, "Türkiye and the Netherlands.", "Türkiye ve Hollanda'da."],
      [false, 26, "Thanks. I drafted a proposal; it's in your proposals list.", "Teşekkürler. Bir teklif hazırladım; teklifler listenizde."],
      [true, 25, "Great, I'll read it tonight.", "Harika, bu akşam okuyacağım."],
      [false, 1, "I reviewed your structure; can we talk on Thursday?", "Yapınızı inceledim; perşembe günü konuşabilir miyiz?"],
    ],
  },
  {
    id: "conv_user_admin",
    a: "usr_demo_user",
    b: "usr_demo_admin",
    unreadForA: 0,
    unreadForB: 0,
    messages: [
      [false, 30, "Welcome to TaxAtlas! Your report on Malta vs. Cyprus is ready.", "TaxAtlas'a hoş geldiniz! Malta ve Kıbrıs raporunuz hazır."],
      [true, 29, "Thank you!", "Teşekkür ederim!"],
    ],
  },
  {
    id: "conv_advisor_admin",
    a: "usr_demo_advisor",
    b: "usr_demo_admin",
    unreadForA: 1,
    unreadForB: 0,
    messages: [[false, 48, "Your service catalogue was approved. Welcome aboard!", "Hizmet kataloğunuz onaylandı. Aramıza hoş geldiniz!"]],
  },
];

export function buildShellSeed(now: number): string[] {
  const statements: string[] = [];
  for (const [kind, table] of [
    ["notification", NOTIFICATIONS],
    ["message", MESSAGES],
  ] as const) {
    for (const [userId, items] of Object.entries(table)) {
      for (const item of items) {
        statements.push(
          insertOrIgnore("inbox_items", {
            id: item.id,
            user_id: userId,
            kind,
            title: item.title,
            description: item.description,
            title_tr: item.titleTr ?? null,
            description_tr: item.descriptionTr ?? null,
            icon: item.icon ?? null,
            image: item.image ?? null,
            link: item.link ?? null,
            use_router: item.useRouter ?? false,
            read: item.read,
            seen: item.read,
            time: now - item.hoursAgo * HOUR,
            created_at: now - item.hoursAgo * HOUR,
          }),
        );
      }
    }
  }
  for (const [userId, items] of Object.entries(SHORTCUTS)) {
    items.forEach(({ useRouter, ...s }, i) =>
      statements.push(insertOrIgnore("shortcuts", { ...s, use_router: useRouter, user_id: userId, created_at: now - (items.length - i) * 1000 })),
    );
  }
  for (const conv of CONVERSATIONS) {
    const last = conv.messages[conv.messages.length - 1];
    for (const [owner, contact, unread] of [
      [conv.a, conv.b, conv.unreadForA],
      [conv.b, conv.a, conv.unreadForB],
    ] as const) {
      statements.push(
        insertOrIgnore("chats", {
          id: `chat_${conv.id}_${owner === conv.a ? "a" : "b"}`,
          owner_id: owner,
          conversation_id: conv.id,
          contact_id: contact,
          unread_count: unread,
          muted: false,
          last_message: last[2],
          last_message_tr: last[3],
          last_message_at: now - last[1] * HOUR,
        }),
      );
    }
    conv.messages.forEach(([fromA, hoursAgo, value, valueTr], i) =>
      statements.push(
        insertOrIgnore("chat_messages", {
          id: `cm_${conv.id}_${i + 1}`,
          conversation_id: conv.id,
          sender_id: fromA ? conv.a : conv.b,
          value,
          value_tr: valueTr,
          created_at: now - hoursAgo * HOUR,
        }),
      ),
    );
  }
  return statements;
}
