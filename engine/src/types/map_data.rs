//! Generated from `data/map.json` by hand-run script; `tests::map_matches_data` checks it.
// 4.1 The map: 38 countries in map.json order.

use super::country::Governance;
use super::country::{Country, CountryInfo, CountryKind, CountrySet, same_normalized};

#[rustfmt::skip]
pub(crate) const COUNTRIES: [CountryInfo; 38] = [
    CountryInfo { country: Country::Afghanistan, id: "afghanistan", name: "Afghanistan", kind: CountryKind::ShiaMix, resources: 1, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x804020) },
    CountryInfo { country: Country::AlgeriaTunisia, id: "algeria_tunisia", name: "Algeria/Tunisia", kind: CountryKind::Sunni, resources: 2, oil: true, fixed_governance: None, recruit: 0, schengen: false, schengen_link: true, adjacent: CountrySet(0x48620684) },
    CountryInfo { country: Country::Benelux, id: "benelux", name: "Benelux", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 0, schengen: true, schengen_link: false, adjacent: CountrySet(0x1c5a72068a) },
    CountryInfo { country: Country::Canada, id: "canada", name: "Canada", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 0, schengen: false, schengen_link: true, adjacent: CountrySet(0x1848020684) },
    CountryInfo { country: Country::Caucasus, id: "caucasus", name: "Caucasus", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Fair), recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x402004020) },
    CountryInfo { country: Country::CentralAsia, id: "central_asia", name: "Central Asia", kind: CountryKind::Sunni, resources: 2, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x2004051) },
    CountryInfo { country: Country::China, id: "china", name: "China", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Fair), recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x200000020) },
    CountryInfo { country: Country::EasternEurope, id: "eastern_europe", name: "Eastern Europe", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 0, schengen: true, schengen_link: false, adjacent: CountrySet(0x1c5a72060e) },
    CountryInfo { country: Country::Egypt, id: "egypt", name: "Egypt", kind: CountryKind::Sunni, resources: 3, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x80210000) },
    CountryInfo { country: Country::France, id: "france", name: "France", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 2, schengen: true, schengen_link: false, adjacent: CountrySet(0x1c5a72048e) },
    CountryInfo { country: Country::Germany, id: "germany", name: "Germany", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 0, schengen: true, schengen_link: false, adjacent: CountrySet(0x1c5a72028e) },
    CountryInfo { country: Country::GulfStates, id: "gulf_states", name: "Gulf States", kind: CountryKind::ShiaMix, resources: 3, oil: true, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x480c000) },
    CountryInfo { country: Country::India, id: "india", name: "India", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x802000) },
    CountryInfo { country: Country::IndonesiaMalaysia, id: "indonesia_malaysia", name: "Indonesia/Malaysia", kind: CountryKind::Sunni, resources: 3, oil: true, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x201801000) },
    CountryInfo { country: Country::Iran, id: "iran", name: "Iran", kind: CountryKind::Iran, resources: 0, oil: false, fixed_governance: Some(Governance::Fair), recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x400808831) },
    CountryInfo { country: Country::Iraq, id: "iraq", name: "Iraq", kind: CountryKind::ShiaMix, resources: 3, oil: true, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x504044800) },
    CountryInfo { country: Country::Israel, id: "israel", name: "Israel", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x140100) },
    CountryInfo { country: Country::Italy, id: "italy", name: "Italy", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 0, schengen: true, schengen_link: false, adjacent: CountrySet(0x1c5a70068e) },
    CountryInfo { country: Country::Jordan, id: "jordan", name: "Jordan", kind: CountryKind::Sunni, resources: 1, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x104018000) },
    CountryInfo { country: Country::KenyaTanzania, id: "kenya_tanzania", name: "Kenya/Tanzania", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Fair), recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0xa0000000) },
    CountryInfo { country: Country::Lebanon, id: "lebanon", name: "Lebanon", kind: CountryKind::ShiaMix, resources: 1, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: true, adjacent: CountrySet(0x148030684) },
    CountryInfo { country: Country::Libya, id: "libya", name: "Libya", kind: CountryKind::Sunni, resources: 1, oil: true, fixed_governance: None, recruit: 0, schengen: false, schengen_link: true, adjacent: CountrySet(0xc8020786) },
    CountryInfo { country: Country::Morocco, id: "morocco", name: "Morocco", kind: CountryKind::Sunni, resources: 2, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: true, adjacent: CountrySet(0x48020686) },
    CountryInfo { country: Country::Pakistan, id: "pakistan", name: "Pakistan", kind: CountryKind::ShiaMix, resources: 2, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x7801) },
    CountryInfo { country: Country::Philippines, id: "philippines", name: "Philippines", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Fair), recruit: 3, schengen: false, schengen_link: false, adjacent: CountrySet(0x1200002000) },
    CountryInfo { country: Country::Russia, id: "russia", name: "Russia", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Fair), recruit: 0, schengen: false, schengen_link: true, adjacent: CountrySet(0x4580206b4) },
    CountryInfo { country: Country::SaudiArabia, id: "saudi_arabia", name: "Saudi Arabia", kind: CountryKind::ShiaMix, resources: 3, oil: true, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x2000048800) },
    CountryInfo { country: Country::Scandinavia, id: "scandinavia", name: "Scandinavia", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 0, schengen: true, schengen_link: false, adjacent: CountrySet(0x1c5272068e) },
    CountryInfo { country: Country::Serbia, id: "serbia", name: "Serbia", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 0, schengen: false, schengen_link: true, adjacent: CountrySet(0x44a020684) },
    CountryInfo { country: Country::Somalia, id: "somalia", name: "Somalia", kind: CountryKind::Sunni, resources: 1, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x2080080000) },
    CountryInfo { country: Country::Spain, id: "spain", name: "Spain", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 2, schengen: true, schengen_link: false, adjacent: CountrySet(0x1c1a72068e) },
    CountryInfo { country: Country::Sudan, id: "sudan", name: "Sudan", kind: CountryKind::Sunni, resources: 1, oil: true, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x20280100) },
    CountryInfo { country: Country::Syria, id: "syria", name: "Syria", kind: CountryKind::Sunni, resources: 2, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x400148000) },
    CountryInfo { country: Country::Thailand, id: "thailand", name: "Thailand", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Fair), recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x1002040) },
    CountryInfo { country: Country::Turkey, id: "turkey", name: "Turkey", kind: CountryKind::ShiaMix, resources: 2, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: true, adjacent: CountrySet(0x15a02c694) },
    CountryInfo { country: Country::UnitedKingdom, id: "united_kingdom", name: "United Kingdom", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 3, schengen: false, schengen_link: true, adjacent: CountrySet(0x104802068c) },
    CountryInfo { country: Country::UnitedStates, id: "united_states", name: "United States", kind: CountryKind::NonMuslim, resources: 0, oil: false, fixed_governance: Some(Governance::Good), recruit: 0, schengen: false, schengen_link: true, adjacent: CountrySet(0x84902068c) },
    CountryInfo { country: Country::Yemen, id: "yemen", name: "Yemen", kind: CountryKind::ShiaMix, resources: 1, oil: false, fixed_governance: None, recruit: 0, schengen: false, schengen_link: false, adjacent: CountrySet(0x24000000) },
];

impl Country {
    pub const ALL: [Country; 38] = {
        let mut all = [Country::Afghanistan; 38];
        let mut i = 0;
        while i < 38 {
            all[i] = COUNTRIES[i].country;
            i += 1;
        }
        all
    };

    pub fn info(self) -> &'static CountryInfo {
        &COUNTRIES[self as usize]
    }
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn from_index(index: usize) -> Option<Country> {
        COUNTRIES.get(index).map(|info| info.country)
    }
    /// Parse a map id (`"pakistan"`) or a printed name (`"Pakistan"`, `"Gulf States"`).
    pub fn parse(text: &str) -> Option<Country> {
        // Compared letter by letter: no string is built per country (setup parses ids).
        COUNTRIES
            .iter()
            .find(|info| same_normalized(info.id, text) || same_normalized(info.name, text))
            .map(|info| info.country)
    }
}
