import { useQuery } from "@tanstack/react-query";
import { getMyPackages, packageKeys } from "../../../shared/packages/api";
import { FormMessage } from "../../../shared/ui/form-message";
import { Page } from "../../../shared/ui/page";
import { getMyProfile } from "../api/get-my-plans";
import { PackageForm } from "../components/package-form";
import { PackageRow } from "../components/package-row";
import { PACKAGES_TEXTS as T } from "../constants";
import "./packages.css";

/**
 * /packages (session): the professional's packages of sessions: a new one, and each with its
 * sales, revenue and sessions used and left. Live: `packages.changed` on their user topic (a
 * purchase, a credit spent or given back) refetches the list (see app/).
 */
export function PackagesPage() {
  const profile = useQuery({ queryKey: ["packages", "my-plans"], queryFn: ({ signal }) => getMyProfile(signal) });
  const packages = useQuery({ queryKey: packageKeys.mine(), queryFn: ({ signal }) => getMyPackages(signal) });
  const plans = profile.data?.plans ?? [];
  const list = packages.data ?? [];
  return (
    <Page>
      <h1 className="page-title">{T.title}</h1>
      <p className="muted">{T.intro}</p>
      {profile.data && plans.length === 0 ? <FormMessage text={T.noPlans} tone="info" /> : <PackageForm plans={plans} />}
      <h2 className="section-title">{T.listTitle}</h2>
      {packages.isError && <FormMessage text={T.loadFailed} />}
      {packages.isSuccess && list.length === 0 && <p className="muted">{T.none}</p>}
      <ul className="package-list">
        {list.map((item) => <PackageRow key={item.id} item={item} />)}
      </ul>
    </Page>
  );
}
