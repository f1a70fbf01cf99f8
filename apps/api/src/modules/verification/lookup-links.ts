import type { TVerificationKind } from '@docapply/contracts';

/**
 * Where a verifier checks each item at its primary source (issue 15): every state medical board's
 * public licence look-up (the 50 states and DC), and the national sources. A board that moves its
 * page keeps its home page linking to the look-up, so a stale link still lands one click away.
 */
export const STATE_LICENCE_LOOKUP_URLS: Readonly<Record<string, string>> = {
  AL: 'https://abme.igovsolution.net/online/Lookups/Individual_Lookup.aspx',
  AK: 'https://www.commerce.alaska.gov/cbp/main/search/professional',
  AZ: 'https://azbomprod.azmd.gov/GLSuiteWeb/Clients/AZBOM/Public/WebVerificationSearch.aspx',
  AR: 'https://www.armedicalboard.org/public/verify/default.aspx',
  CA: 'https://search.dca.ca.gov/',
  CO: 'https://apps2.colorado.gov/dora/licensing/Lookup/LicenseLookup.aspx',
  CT: 'https://www.elicense.ct.gov/Lookup/LicenseLookup.aspx',
  DE: 'https://delpros.delaware.gov/OH_VerifyLicense',
  DC: 'https://dchealth.dc.gov/bomed',
  FL: 'https://mqa-internet.doh.state.fl.us/MQASearchServices/HealthCareProviders',
  GA: 'https://gcmb.mylicense.com/verification/',
  HI: 'https://mypvl.dcca.hawaii.gov/public-license-search/',
  ID: 'https://edopl.idaho.gov/onlineservices/_/',
  IL: 'https://online-dfpr.micropact.com/lookup/licenselookup.aspx',
  IN: 'https://mylicense.in.gov/everification/',
  IA: 'https://eservices.iowa.gov/PublicPortal/Iowa/IBM/licenseQuery/LicenseQuery.jsp',
  KS: 'https://www.ksbha.ks.gov/',
  KY: 'https://web1.ky.gov/GenSearch/LicenseSearch.aspx?AGY=5',
  LA: 'https://online.lasbme.org/#/verifications',
  ME: 'https://www.pfr.maine.gov/ALMSOnline/ALMSQuery/SearchIndividual.aspx',
  MD: 'https://www.mbp.state.md.us/bpqapp/',
  MA: 'https://findmydoctor.mass.gov/',
  MI: 'https://aca-prod.accela.com/MILARA/GeneralProperty/PropertyLookUp.aspx?isLicensee=Y',
  MN: 'https://mn.gov/boards/medical-practice/public/',
  MS: 'https://gateway.msbml.ms.gov/verification/',
  MO: 'https://pr.mo.gov/licensee-search.asp',
  MT: 'https://ebizws.mt.gov/PUBLICPORTAL/searchform?mylist=licenses',
  NE: 'https://www.nebraska.gov/LISSearch/search.cgi',
  NV: 'https://nsbme.us.thentiacloud.net/webs/nsbme/register/',
  NH: 'https://forms.nh.gov/licenseverification/',
  NJ: 'https://newjersey.mylicense.com/verification/',
  NM: 'https://www.nmmb.state.nm.us/',
  NY: 'https://www.op.nysed.gov/verification-search',
  NC: 'https://portal.ncmedboard.org/verification/search.aspx',
  ND: 'https://www.ndbom.org/public/find_verify/verify.asp',
  OH: 'https://elicense.ohio.gov/oh_verifylicense',
  OK: 'https://www.okmedicalboard.org/search',
  OR: 'https://omb.oregon.gov/search',
  PA: 'https://www.pals.pa.gov/#/page/search',
  RI: 'https://healthri.mylicense.com/verification/',
  SC: 'https://verify.llronline.com/LicLookup/Med/Med.aspx?div=16',
  SD: 'https://www.sdbmoe.gov/',
  TN: 'https://apps.health.tn.gov/Licensure/',
  TX: 'https://profile.tmb.state.tx.us/',
  UT: 'https://secure.utah.gov/llv/search/index.html',
  VT: 'https://www.healthvermont.gov/systems/medical-practice-board',
  VA: 'https://dhp.virginiainteractive.org/Lookup/Index',
  WA: 'https://fortress.wa.gov/doh/providercredentialsearch/',
  WV: 'https://wvbom.wv.gov/public/search/',
  WI: 'https://licensesearch.wi.gov/',
  WY: 'https://wybomprod.glsuite.us/GLSuiteWeb/Clients/WYBOM/Public/Licenseesearch.aspx',
};

export const NATIONAL_LOOKUP_URLS = {
  npi: 'https://npiregistry.cms.hhs.gov/',
  dea: 'https://apps.deadiversion.usdoj.gov/webforms2/spring/validationLogin',
  board: 'https://www.certificationmatters.org/',
  oig: 'https://exclusions.oig.hhs.gov/',
  sam: 'https://sam.gov/search/?index=ex',
} as const satisfies Partial<Record<TVerificationKind, string>>;

/**
 * The look-up page for a checklist item ('licence:CA' → California's board); null when there is
 * no public one (education and malpractice are verified with the school, program or carrier).
 */
export function findLookupUrl(kind: TVerificationKind, key: string): string | null {
  switch (kind) {
    case 'licence':
      return STATE_LICENCE_LOOKUP_URLS[key.slice('licence:'.length).toUpperCase()] ?? null;
    case 'npi':
    case 'dea':
    case 'board':
    case 'oig':
    case 'sam':
      return NATIONAL_LOOKUP_URLS[kind];
    // The certifying bodies verify by request; prescriptive authority is the state's or the DEA's.
    case 'education':
    case 'malpractice':
    case 'certification':
    case 'prescriptive':
    case 'custom':
      return null;
    default: {
      const never: never = kind;
      return never;
    }
  }
}
