import { Link } from "@remix-run/react";
import { BadgeCheck, MapPin, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "#app/components/ui/badge";

export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="success">
      <BadgeCheck aria-hidden /> {t("public.professionals.verified")}
    </Badge>
  );
}

export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
      <span className="font-medium">{rating.toFixed(1)}</span>
      <span className="text-muted-foreground">{t("public.professionals.reviews", { count: reviewCount })}</span>
    </span>
  );
}

export function LocationLine({ location }: { location: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <MapPin className="size-4" aria-hidden /> {location}
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
