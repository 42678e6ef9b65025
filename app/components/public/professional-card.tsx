import { Link } from "@remix-run/react";
import type { TFunction } from "i18next";
import { BadgeCheck, MapPin, Star } from "lucide-react";
import { iconSprite } from "#app/components/icon-sprite";
import { Badge } from "#app/components/ui/badge";

/**
 * A professional's icons (verified, rating, place), drawn once per page and shown by reference
 * (app/components/icon-sprite.tsx, decision 303): the directory repeats them on every card.
 * `<ProfessionalIcons />` goes once into each page that uses these parts; `t` is the page's.
 */
const { Sprite: ProfessionalIcons, Icon } = iconSprite("professional", { "badge-check": BadgeCheck, star: Star, "map-pin": MapPin });
export { ProfessionalIcons };

export function VerifiedBadge({ t }: { t: TFunction }) {
  return (
    <Badge variant="success">
      <Icon name="badge-check" /> {t("public.professionals.verified")}
    </Badge>
  );
}

export function Rating({ rating, reviewCount, t }: { rating: number; reviewCount: number; t: TFunction }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Icon name="star" className="size-4 fill-amber-400 text-amber-500" />
      <span className="font-medium">{rating.toFixed(1)}</span>
      <span className="text-muted-foreground">{t("public.professionals.reviews", { count: reviewCount })}</span>
    </span>
  );
}

export function LocationLine({ location }: { location: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <Icon name="map-pin" className="size-4" /> {location}
    </span>
  );
}

export function ProfileLink({ slug, name }: { slug: string; name: string }) {
  return (
    <Link to={`/professionals/${slug}`} className="text-primary underline-offset-4 hover:underline">
      {name}
    </Link>
  );
}
