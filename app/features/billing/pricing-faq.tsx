import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "#app/components/ui/accordion";

export interface PricingFaqItem {
  id: string;
  question: string;
  answer: string;
}

/** The pricing page's payment FAQs, one open at a time (Radix accordion: its own chunk, pricing-faq-deferred.ts). */
export function PricingFaqList({ faqs }: { faqs: PricingFaqItem[] }) {
  return (
    <Accordion type="single" collapsible className="rounded-lg border bg-card px-4">
      {faqs.map((f) => (
        <AccordionItem key={f.id} value={f.id} className="last:border-0">
          <AccordionTrigger>{f.question}</AccordionTrigger>
          <AccordionContent className="leading-relaxed">{f.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
