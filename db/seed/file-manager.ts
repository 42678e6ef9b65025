import { insertOrIgnore, sqlLiteral } from "./sql";

/**
 * Sample documents in folders for the demo user and advisor. The SQL seed cannot write to R2, so
 * these few small files keep their bytes in file_items.inline_content
 * (docs/decisions/020-file-storage.md); uploads go to R2.
 */
const DAY = 86_400_000;

/** A valid one-page PDF (Helvetica, ASCII text) with a correct xref table. */
export function simplePdf(lines: string[]): Uint8Array {
  const escape = (s: string) => s.replace(/[\\()]/g, (m) => `\\${m}`);
  const stream = ["BT", "/F1 12 Tf", "72 740 Td", "18 TL", ...lines.map((l) => `(${escape(l)}) Tj T*`), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

const text = (s: string) => new TextEncoder().encode(s);
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

type SeedItem = { id: string; folderId: string | null; name: string; description?: string; daysAgo: number } & (
  | { type: "folder" }
  | { type: "PDF" | "XLS" | "TXT"; mime: string; bytes: Uint8Array }
);

const pdf = (lines: string[]) => ({ type: "PDF" as const, mime: "application/pdf", bytes: simplePdf(lines) });
const csv = (rows: string[]) => ({ type: "XLS" as const, mime: "text/csv; charset=utf-8", bytes: text(rows.join("\n") + "\n") });
const txt = (body: string) => ({ type: "TXT" as const, mime: "text/plain; charset=utf-8", bytes: text(body) });

const ITEMS: Record<string, { createdBy: string; items: SeedItem[] }> = {
  usr_demo_user: {
    createdBy: "Alex Morgan",
    items: [
      { id: "fm_usr_cyhold", folderId: null, name: "Cyprus Holding Ltd", type: "folder", description: "Corporate documents of the holding company", daysAgo: 240 },
      { id: "fm_usr_cert", folderId: "fm_usr_cyhold", name: "Certificate of incorporation.pdf", description: "Issued by the Registrar of Companies, Nicosia", daysAgo: 238, ...pdf(["REPUBLIC OF CYPRUS - DEPARTMENT OF REGISTRAR OF COMPANIES", "", "CERTIFICATE OF INCORPORATION", "", "Cyprus Holding Ltd", "Registration number HE 441207", "Incorporated on 12 March 2026 as a private company limited by shares."]) },
      { id: "fm_usr_memart", folderId: "fm_usr_cyhold", name: "Memorandum and articles of association.pdf", daysAgo: 238, ...pdf(["MEMORANDUM OF ASSOCIATION OF CYPRUS HOLDING LTD", "", "1. The name of the company is Cyprus Holding Ltd.", "2. The registered office is situated in Cyprus.", "3. The objects: to hold shares, intellectual property and investments.", "4. The liability of the members is limited."]) },
      { id: "fm_usr_taxres", folderId: "fm_usr_cyhold", name: "Tax residency certificate 2026.pdf", description: "Cyprus Tax Department", daysAgo: 30, ...pdf(["TAX DEPARTMENT - CERTIFICATE OF TAX RESIDENCY", "", "This is to certify that Cyprus Holding Ltd (TIC 12345678X)", "is a tax resident of the Republic of Cyprus for the tax year 2026."]) },
      { id: "fm_usr_board", folderId: "fm_usr_cyhold", name: "Board minutes", type: "folder", daysAgo: 120 },
      { id: "fm_usr_minutes_q1", folderId: "fm_usr_board", name: "Board meeting 2026-Q1.pdf", daysAgo: 118, ...pdf(["MINUTES OF A MEETING OF THE BOARD OF DIRECTORS", "Held in Limassol on 28 March 2026", "", "Present: A. Morgan (chair), C. Chrysostomou (resident director)", "Resolved: to open a corporate account with Hellenic Bank."]) },
      { id: "fm_usr_personal", folderId: null, name: "Personal tax", type: "folder", daysAgo: 200 },
      { id: "fm_usr_income", folderId: "fm_usr_personal", name: "Income summary 2025.csv", description: "For the non-dom application", daysAgo: 90, ...csv(["source,country,amount_eur", "Salary,United Kingdom,84000", "Dividends,Cyprus,12000", "Interest,Ireland,850"]) },
      { id: "fm_usr_daycount", folderId: "fm_usr_personal", name: "Day count 2026.txt", daysAgo: 5, ...txt("Days in Cyprus (2026): 187\nDays in the United Kingdom: 41\nOther: 54\n\n60-day rule: met (no other residence, Cyprus business and home).\n") },
      { id: "fm_usr_readme", folderId: null, name: "Questions for my advisor.txt", daysAgo: 2, ...txt("1. Do dividends from the holding qualify for the non-dom SDC exemption?\n2. When is the first corporate tax return due?\n3. Should the IP sit in the Cyprus company or stay with me?\n") },
    ],
  },
  usr_demo_advisor: {
    createdBy: "Elif Kaya",
    items: [
      { id: "fm_adv_clients", folderId: null, name: "Clients", type: "folder", description: "One folder per client engagement", daysAgo: 300 },
      { id: "fm_adv_alex", folderId: "fm_adv_clients", name: "Alex Morgan", type: "folder", daysAgo: 240 },
      { id: "fm_adv_alex_letter", folderId: "fm_adv_alex", name: "Engagement letter - Alex Morgan.pdf", daysAgo: 239, ...pdf(["ENGAGEMENT LETTER", "", "Client: Alex Morgan", "Scope: Cyprus company formation, tax residency planning, annual compliance.", "Fees: as per the TaxAtlas service catalogue, VAT added where applicable."]) },
      { id: "fm_adv_alex_plan", folderId: "fm_adv_alex", name: "Residency plan.txt", daysAgo: 200, ...txt("Residency plan - Alex Morgan\n\n- Break UK residence: SRT automatic overseas test (fewer than 16 days).\n- Cyprus 60-day rule from tax year 2026.\n- Apply for non-dom status with the tax return.\n") },
      { id: "fm_adv_nordic", folderId: "fm_adv_clients", name: "Nordic Trade ApS", type: "folder", daysAgo: 150 },
      { id: "fm_adv_nordic_tp", folderId: "fm_adv_nordic", name: "Transfer pricing benchmark.csv", daysAgo: 40, ...csv(["comparable,country,operating_margin_pct", "Trading Co A,Netherlands,3.1", "Trading Co B,Germany,2.7", "Trading Co C,Denmark,4.0", "Median,,3.1"]) },
      { id: "fm_adv_demir", folderId: "fm_adv_clients", name: "Demir Tekstil A.Ş.", type: "folder", daysAgo: 60 },
      { id: "fm_adv_templates", folderId: null, name: "Templates", type: "folder", daysAgo: 320 },
      { id: "fm_adv_tpl_letter", folderId: "fm_adv_templates", name: "Engagement letter template.txt", daysAgo: 320, ...txt("ENGAGEMENT LETTER\n\nClient: {{client}}\nScope: {{services}}\nFees: {{fees}} plus VAT\nTerm: 12 months, renewable.\n") },
      { id: "fm_adv_tpl_fees", folderId: "fm_adv_templates", name: "Fee schedule 2026.csv", daysAgo: 310, ...csv(["service,base_fee_eur,vat_pct", "Cyprus company formation,2400,20", "Annual compliance package,2800,20", "Advisory hour,220,20"]) },
    ],
  },
};

export function fileManagerSeed(now: number): string[] {
  const statements: string[] = [];
  for (const [userId, { createdBy, items }] of Object.entries(ITEMS)) {
    for (const item of items) {
      const at = now - item.daysAgo * DAY;
      const isFile = item.type !== "folder";
      statements.push(
        insertOrIgnore("file_items", {
          id: item.id,
          user_id: userId,
          folder_id: item.folderId,
          name: item.name,
          type: item.type,
          mime_type: isFile ? item.mime : null,
          size: isFile ? item.bytes.length : 0,
          description: item.description ?? null,
          created_by: createdBy,
          storage_key: null,
          created_at: at,
          modified_at: at,
        }),
      );
      if (isFile) {
        statements.push(`UPDATE file_items SET inline_content = X'${hex(item.bytes)}' WHERE id = ${sqlLiteral(item.id)} AND inline_content IS NULL;`);
      }
    }
  }
  return statements;
}
