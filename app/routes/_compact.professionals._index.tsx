import { useRootData } from "#app/root";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { allowEveryone } from "#worker/auth/permissions.server";
import { jurisdictionOptions } from "#worker/domain/jurisdictions.server";
import { listProfessionals, professionalLanguages, professionalQuerySchema, professionalsNote } from "#worker/domain/professionals.server";
import { PageHeader } from "#app/components/page-header";
import { LocationLine, ProfessionalIcons, ProfileLink, Rating, VerifiedBadge } from "#app/components/public/professional-card";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Card } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { pageBasics } from "#app/lib/page.server";
import { languageNames, seoMeta } from "#app/lib/seo";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data);

/** Open to everyone (spec §2); profiles need an account. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  allowEveryone(context.app);
  const { locale, seo } = await pageBasics(request, context.app, "pages.professionals");
  const parsed = professionalQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : {};
  const [professionals, languages, places] = await Promise.all([
    // one D1 batch with the shell's reads (decision 137)
    listProfessionals(context.app.db, locale, query, context.app),
    professionalLanguages(context.app.db, context.app),
    jurisdictionOptions(context.app.db, locale, context.app),
  ]);
  // the filter's places by slug and name (their ISO codes are not shown)
  return { seo, locale, query, professionals, languages, names: languageNames(languages, locale), places: places.map(({ slug, name }) => ({ slug, name })), note: professionalsNote(locale) };
}

export default function Professionals() {
  const { t } = useTranslation();
  const { professionals, query, languages, names, places, note } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const languageName = (code: string) => names[code] ?? code;
  // Guest wording ("sign in to open…") only for people who are not signed in.
  const signedIn = Boolean(useRootData()?.user);
  return (
    <div className="space-y-6">
      <PageHeader title={t("pages.professionals.title")} description={t(signedIn ? "public.professionals.introSignedIn" : "public.professionals.intro")} />
      <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">{note}</p>
      <Form method="get" role="search" aria-label={t("public.professionals.filters")} className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
        <div className="space-y-1.5">
          <Label htmlFor="p-service">{t("public.professionals.service")}</Label>
          <Input id="p-service" type="search" name="service" defaultValue={query.service ?? ""} placeholder={t("public.professionals.servicePlaceholder")} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="p-jurisdiction">{t("public.professionals.jurisdiction")}</Label>
          <NativeSelect id="p-jurisdiction" name="jurisdiction" defaultValue={query.jurisdiction ?? ""} onChange={(e) => submit(e.currentTarget.form)}>
            <option value="">{t("public.professionals.any")}</option>
            {places.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="p-language">{t("public.professionals.language")}</Label>
          <NativeSelect id="p-language" name="language" defaultValue={query.language ?? ""} onChange={(e) => submit(e.currentTarget.form)}>
            <option value="">{t("public.professionals.any")}</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {languageName(l)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit">{t("public.jurisdictions.apply")}</Button>
      </Form>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t("public.professionals.count", { count: professionals.length })}
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {professionals.map((p) => (
          <li key={p.slug}>
            <Card className="flex h-full flex-col gap-3 p-5">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2 className="text-lg font-semibold">
                    <ProfileLink slug={p.slug} name={p.name} />
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {p.title} · {p.firm}
                  </p>
                </div>
                {p.verified ? <VerifiedBadge t={t} /> : null}
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <Rating rating={p.rating} reviewCount={p.reviewCount} t={t} />
                <LocationLine location={p.location} />
              </div>
              <div className="flex flex-wrap gap-1.5">
                {p.jurisdictions.map((j) => (
                  <Badge key={j.slug} variant="outline">
                    {j.name}
                  </Badge>
                ))}
              </div>
              <p className="text-sm">
                <span className="text-muted-foreground">{t("public.professionals.languages")}: </span>
                {p.languages.map(languageName).join(", ")}
              </p>
              <p className="line-clamp-2 text-sm text-muted-foreground">{p.services.join(" · ")}</p>
            </Card>
          </li>
        ))}
      </ul>
      {professionals.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t("public.professionals.none")}{" "}
          <Link to="/professionals" className="text-primary underline">
            {t("public.jurisdictions.clear")}
          </Link>
        </p>
      ) : null}
      <ProfessionalIcons />
    </div>
  );
}
