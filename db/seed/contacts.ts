import { insertOrIgnore } from "./sql";

/** Address books of the demo advisor (clients, banks, partner firms) and the demo user. */
const DAY = 86_400_000;

type SeedContact = {
  id: string;
  name: string;
  emails?: { email: string; label: string }[];
  phoneNumbers?: { country: string; phoneNumber: string; label: string }[];
  title?: string;
  company?: string;
  birthday?: string;
  address?: string;
  notes?: string;
  tags?: string[];
};

const TAGS: Record<string, { id: string; title: string }[]> = {
  usr_demo_advisor: [
    { id: "ctag_adv_client", title: "Client" },
    { id: "ctag_adv_prospect", title: "Prospect" },
    { id: "ctag_adv_bank", title: "Bank" },
    { id: "ctag_adv_partner", title: "Partner firm" },
  ],
  usr_demo_user: [
    { id: "ctag_usr_advisor", title: "Advisor" },
    { id: "ctag_usr_bank", title: "Bank" },
    { id: "ctag_usr_family", title: "Family office" },
  ],
};

const CONTACTS: Record<string, SeedContact[]> = {
  usr_demo_advisor: [
    {
      id: "ct_adv_alex",
      name: "Alex Morgan",
      emails: [{ email: "user@taxatlas.test", label: "TaxAtlas" }],
      phoneNumbers: [{ country: "gb", phoneNumber: "7700 900123", label: "Mobile" }],
      title: "Founder",
      company: "Cyprus Holding Ltd",
      address: "14 Arch. Makariou III Ave, Limassol, Cyprus",
      notes: "<p>Moving tax residence from the UK to Cyprus (non-dom). Holding company incorporated March 2026.</p>",
      tags: ["ctag_adv_client"],
    },
    {
      id: "ct_adv_mette",
      name: "Mette Rasmussen",
      emails: [{ email: "mette@nordictrade.dk", label: "Work" }],
      phoneNumbers: [{ country: "dk", phoneNumber: "20 12 34 56", label: "Work" }],
      title: "CFO",
      company: "Nordic Trade ApS",
      address: "Havnegade 39, 1058 Copenhagen, Denmark",
      notes: "<p>Evaluating a UAE free-zone trading subsidiary. Transfer-pricing study due Q1.</p>",
      tags: ["ctag_adv_client"],
    },
    {
      id: "ct_adv_murat",
      name: "Murat Demir",
      emails: [{ email: "murat.demir@demirtekstil.com.tr", label: "İş" }],
      phoneNumbers: [{ country: "tr", phoneNumber: "532 123 45 67", label: "Mobile" }],
      title: "Genel Müdür",
      company: "Demir Tekstil A.Ş.",
      address: "Büyükdere Cad. No:185, Levent, İstanbul",
      birthday: "1978-05-14",
      notes: "<p>Interested in a Malta holding for EU distribution. Prefers Turkish.</p>",
      tags: ["ctag_adv_client"],
    },
    {
      id: "ct_adv_sophie",
      name: "Sophie Laurent",
      emails: [{ email: "sophie@laurent-studio.fr", label: "Work" }],
      title: "Creative director",
      company: "Laurent Studio SAS",
      address: "Paris, France",
      notes: "<p>Digital nomad; asked about Portugal IFICI vs. Cyprus non-dom.</p>",
      tags: ["ctag_adv_prospect"],
    },
    {
      id: "ct_adv_raj",
      name: "Raj Patel",
      emails: [{ email: "raj@patelventures.sg", label: "Work" }],
      phoneNumbers: [{ country: "sg", phoneNumber: "9123 4567", label: "Mobile" }],
      title: "Managing partner",
      company: "Patel Ventures Pte Ltd",
      tags: ["ctag_adv_prospect"],
    },
    {
      id: "ct_adv_hellenic",
      name: "Andreas Georgiou",
      emails: [{ email: "a.georgiou@hellenicbank.example", label: "Work" }],
      phoneNumbers: [{ country: "cy", phoneNumber: "22 500 000", label: "Branch" }],
      title: "Relationship manager",
      company: "Hellenic Bank (Limassol)",
      tags: ["ctag_adv_bank"],
    },
    {
      id: "ct_adv_emirates",
      name: "Fatima Al Mansoori",
      emails: [{ email: "f.almansoori@emiratesnbd.example", label: "Work" }],
      phoneNumbers: [{ country: "ae", phoneNumber: "4 316 0316", label: "Work" }],
      title: "Business banking",
      company: "Emirates NBD",
      tags: ["ctag_adv_bank"],
    },
    {
      id: "ct_adv_chrysses",
      name: "Christos Chrysostomou",
      emails: [{ email: "christos@chrysses-law.example", label: "Work" }],
      title: "Partner",
      company: "Chrysses & Co LLC (corporate law)",
      address: "Nicosia, Cyprus",
      tags: ["ctag_adv_partner"],
    },
    {
      id: "ct_adv_zeynep",
      name: "Zeynep Aydın",
      emails: [{ email: "zeynep@aydin-ymm.example", label: "İş" }],
      title: "Yeminli mali müşavir",
      company: "Aydın YMM",
      address: "Ankara, Türkiye",
      tags: ["ctag_adv_partner"],
    },
    {
      id: "ct_adv_lukas",
      name: "Lukas Becker",
      emails: [{ email: "lukas.becker@becker-gmbh.de", label: "Work" }],
      title: "Owner",
      company: "Becker Maschinenbau GmbH",
      notes: "<p>Economic substance review for the Cyprus IP box company.</p>",
      tags: ["ctag_adv_client"],
    },
  ],
  usr_demo_user: [
    {
      id: "ct_usr_elif",
      name: "Elif Kaya",
      emails: [{ email: "advisor@taxatlas.test", label: "TaxAtlas" }],
      title: "Tax advisor",
      company: "TaxAtlas",
      tags: ["ctag_usr_advisor"],
    },
    {
      id: "ct_usr_andreas",
      name: "Andreas Georgiou",
      emails: [{ email: "a.georgiou@hellenicbank.example", label: "Work" }],
      phoneNumbers: [{ country: "cy", phoneNumber: "22 500 000", label: "Branch" }],
      title: "Relationship manager",
      company: "Hellenic Bank (Limassol)",
      tags: ["ctag_usr_bank"],
    },
    {
      id: "ct_usr_christos",
      name: "Christos Chrysostomou",
      emails: [{ email: "christos@chrysses-law.example", label: "Work" }],
      title: "Corporate lawyer",
      company: "Chrysses & Co LLC",
    },
    {
      id: "ct_usr_nadia",
      name: "Nadia Haddad",
      emails: [{ email: "nadia@morgan-family-office.example", label: "Work" }],
      title: "Family office manager",
      tags: ["ctag_usr_family"],
    },
  ],
};

export function contactsSeed(now: number): string[] {
  const statements: string[] = [];
  for (const [userId, tags] of Object.entries(TAGS)) {
    for (const tag of tags) statements.push(insertOrIgnore("contact_tags", { id: tag.id, user_id: userId, title: tag.title }));
  }
  for (const [userId, list] of Object.entries(CONTACTS)) {
    list.forEach((c, i) => {
      const at = now - (60 - i) * DAY;
      statements.push(
        insertOrIgnore("contacts", {
          id: c.id,
          user_id: userId,
          name: c.name,
          avatar: null,
          background: null,
          emails: JSON.stringify(c.emails ?? []),
          phone_numbers: JSON.stringify(c.phoneNumbers ?? []),
          job_title: c.title ?? null,
          company: c.company ?? null,
          birthday: c.birthday ?? null,
          address: c.address ?? null,
          notes: c.notes ?? null,
          tags: JSON.stringify(c.tags ?? []),
          is_new: false,
          created_at: at,
          updated_at: at,
        }),
      );
    });
  }
  return statements;
}
