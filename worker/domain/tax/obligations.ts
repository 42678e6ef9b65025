/** Filings an option brings, with their deadlines, penalties and sources. Pure. */
import type { TaxInput } from "./input";
import { COUNTRIES } from "./params";
import type { Obligation } from "./types";

const O = (name: string, due: string, penalty: string, title: string, url: string): Obligation => ({ name, due, penalty, source: { title, url } });

const FORM_5471 = O("Form 5471 (US person owning a foreign corporation)", "With the owner's income tax return (15 April; 15 June abroad)", "USD 10,000 per form and per year (IRC §6038(b))", "IRS: About Form 5471", "https://www.irs.gov/forms-pubs/about-form-5471");
const FORM_1120 = O("Form 1120 (US corporation income tax return) with Form 5472 for a 25 % foreign owner", "15 April for a calendar year (extension to 15 October)", "5 % of unpaid tax per month (IRC §6651); USD 25,000 per missing Form 5472", "IRS: About Form 1120", "https://www.irs.gov/forms-pubs/about-form-1120");
const UAE_CT = O("UAE corporate tax registration and return", "Return within 9 months after the end of the tax period", "AED 10,000 for late registration; late-filing penalties AED 500–1,000 a month (Cabinet Decision 75/2023)", "UAE FTA: Corporate Tax", "https://tax.gov.ae/en/taxes/corporate.tax.aspx");
const UAE_FZ = O("Audited financial statements (qualifying free zone person)", "With the corporate tax return", "Loss of qualifying status for the period and the next four", "Ministerial Decision No. 82 of 2023 (audited financial statements)", "https://tax.gov.ae/en/taxes/corporate.tax.aspx");
const EST_TSD = O("Estonian form TSD (income tax on distributions) and annual report", "TSD by the 10th of the month after a distribution; annual report within 6 months of year end", "Interest 0.06 % a day on late tax; fines for a missing annual report", "Estonian Tax and Customs Board: income tax on distributed profits", "https://www.emta.ee/en/business-client/taxes-and-payment/income-tax/taxation-resident-legal-persons");
const GBR_CT600 = O("UK Company Tax Return (CT600) and accounts to Companies House", "12 months after the end of the accounting period (tax payable 9 months and 1 day after)", "GBP 100 on the day after the deadline, rising to 10 % of unpaid tax after 18 months", "GOV.UK: Company Tax Returns", "https://www.gov.uk/company-tax-returns");
const DEU_AStG = O("German declaration of the CFC amount (Feststellungserklärung, AStG §18)", "With the income or corporation tax return", "Late-filing surcharges (AO §152)", "Außensteuergesetz §18", "https://www.gesetze-im-internet.de/astg/__18.html");
const ECON_SUBSTANCE = O("Economic substance return", "Within 6 months (BVI) or 12 months (Cayman) after year end", "Fines up to USD 20,000 in the first year (BVI) / KYD 10,000 (Cayman), rising for repeat failures", "BVI ITA / Cayman DITC: economic substance", "https://bviita.vg/");
const GIR = O("GloBE Information Return (Pillar Two)", "18 months after the end of the first in-scope year, then 15 months", "National penalties (e.g. GBP 10,000 in the UK)", "OECD GloBE Information Return", "https://www.oecd.org/en/topics/sub-issues/global-minimum-tax.html");

export function obligationsFor(input: TaxInput, o: { jurisdiction: string; structure: string; companyResidence: string; isBaseline: boolean; cfc: boolean; inScope: boolean; ownerState: string }): Obligation[] {
  const out: Obligation[] = [];
  if (o.jurisdiction === "USA" && o.structure === "llc" && o.ownerState !== "USA") out.push(...(COUNTRIES.USA.obligations ?? []));
  if (o.jurisdiction === "USA" && o.structure !== "llc") out.push(FORM_1120);
  if (o.jurisdiction === "ARE") {
    out.push(UAE_CT);
    if (o.structure === "free-zone-company") out.push(UAE_FZ);
  }
  if (o.jurisdiction === "EST") out.push(EST_TSD);
  if (o.jurisdiction === "GBR" || o.companyResidence === "GBR") out.push(GBR_CT600);
  if ((o.jurisdiction === "VGB" || o.jurisdiction === "CYM") && !o.isBaseline) out.push(ECON_SUBSTANCE);
  const usPerson = input.citizenship === "USA" || o.ownerState === "USA";
  if (usPerson && o.companyResidence !== "USA" && !(o.jurisdiction === "USA")) out.push(FORM_5471);
  if (o.cfc && o.ownerState === "DEU") out.push(DEU_AStG);
  if (o.inScope) out.push(GIR);
  return out;
}
