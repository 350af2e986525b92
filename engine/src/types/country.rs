//! 4.1-4.5 Countries: identity, printed data, Governance, Alignment, Posture.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The 38 map spaces, in `data/map.json` order (alphabetical by id).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum Country {
    Afghanistan,
    AlgeriaTunisia,
    Benelux,
    Canada,
    Caucasus,
    CentralAsia,
    China,
    EasternEurope,
    Egypt,
    France,
    Germany,
    GulfStates,
    India,
    IndonesiaMalaysia,
    Iran,
    Iraq,
    Israel,
    Italy,
    Jordan,
    KenyaTanzania,
    Lebanon,
    Libya,
    Morocco,
    Pakistan,
    Philippines,
    Russia,
    SaudiArabia,
    Scandinavia,
    Serbia,
    Somalia,
    Spain,
    Sudan,
    Syria,
    Thailand,
    Turkey,
    UnitedKingdom,
    UnitedStates,
    Yemen,
}

/// 4.1.2 Religion: Sunni and Shia-Mix are "Muslim"; Iran is its own type (4.4).
#[derive(Copy, Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CountryKind {
    Sunni,
    ShiaMix,
    Iran,
    NonMuslim,
}

/// 4.2.1 Governance, best to worst.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Governance {
    Good,
    Fair,
    Poor,
    IslamistRule,
}

impl Governance {
    /// Best to worst.
    pub const ALL: [Governance; 4] = [
        Governance::Good,
        Governance::Fair,
        Governance::Poor,
        Governance::IslamistRule,
    ];
    /// Its id in saved games and typed commands (`islamist_rule`).
    pub fn id(self) -> &'static str {
        match self {
            Governance::Good => "good",
            Governance::Fair => "fair",
            Governance::Poor => "poor",
            Governance::IslamistRule => "islamist_rule",
        }
    }
    /// Its id or its name, in any case and spacing (`Islamist Rule`).
    pub fn parse(text: &str) -> Option<Governance> {
        Governance::ALL
            .into_iter()
            .find(|g| same_normalized(g.id(), text) || same_normalized(g.name(), text))
    }
    /// 4.2.1 the value 1/2/3 used for success numbers (8.1.1) and US ops requirements (7.1.1).
    pub fn value(self) -> Option<u8> {
        match self {
            Governance::Good => Some(1),
            Governance::Fair => Some(2),
            Governance::Poor => Some(3),
            Governance::IslamistRule => None,
        }
    }
    /// One level better, never past Good.
    pub fn improved(self) -> Governance {
        match self {
            Governance::Good | Governance::Fair => Governance::Good,
            Governance::Poor => Governance::Fair,
            Governance::IslamistRule => Governance::Poor,
        }
    }
    /// One level worse, never past Islamist Rule.
    pub fn worsened(self) -> Governance {
        match self {
            Governance::Good => Governance::Fair,
            Governance::Fair => Governance::Poor,
            Governance::Poor | Governance::IslamistRule => Governance::IslamistRule,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Governance::Good => "Good",
            Governance::Fair => "Fair",
            Governance::Poor => "Poor",
            Governance::IslamistRule => "Islamist Rule",
        }
    }
}

/// 4.2.3 Alignment of a Muslim country toward the US.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Alignment {
    Ally,
    Neutral,
    Adversary,
}

impl Alignment {
    /// From the US's side to the Jihadist's.
    pub const ALL: [Alignment; 3] = [Alignment::Ally, Alignment::Neutral, Alignment::Adversary];
    /// Its id in saved games and typed commands (`ally`).
    pub fn id(self) -> &'static str {
        match self {
            Alignment::Ally => "ally",
            Alignment::Neutral => "neutral",
            Alignment::Adversary => "adversary",
        }
    }
    /// Its id or its name, in any case.
    pub fn parse(text: &str) -> Option<Alignment> {
        Alignment::ALL
            .into_iter()
            .find(|a| same_normalized(a.id(), text) || same_normalized(a.name(), text))
    }
    pub fn toward_ally(self) -> Alignment {
        match self {
            Alignment::Ally | Alignment::Neutral => Alignment::Ally,
            Alignment::Adversary => Alignment::Neutral,
        }
    }
    pub fn toward_adversary(self) -> Alignment {
        match self {
            Alignment::Ally => Alignment::Neutral,
            Alignment::Neutral | Alignment::Adversary => Alignment::Adversary,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Alignment::Ally => "Ally",
            Alignment::Neutral => "Neutral",
            Alignment::Adversary => "Adversary",
        }
    }
}

/// 4.3.2 Posture of a non-Muslim country or of the US.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Posture {
    Hard,
    Soft,
}

impl Posture {
    pub const ALL: [Posture; 2] = [Posture::Hard, Posture::Soft];
    /// Its id in saved games and typed commands (`hard`).
    pub fn id(self) -> &'static str {
        match self {
            Posture::Hard => "hard",
            Posture::Soft => "soft",
        }
    }
    /// Its id or its name, in any case.
    pub fn parse(text: &str) -> Option<Posture> {
        Posture::ALL
            .into_iter()
            .find(|p| same_normalized(p.id(), text) || same_normalized(p.name(), text))
    }
    pub fn opposite(self) -> Posture {
        match self {
            Posture::Hard => Posture::Soft,
            Posture::Soft => Posture::Hard,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Posture::Hard => "Hard",
            Posture::Soft => "Soft",
        }
    }
}

/// Printed, unchanging data of a map space (from `data/map.json`).
#[derive(Copy, Clone, Debug)]
pub struct CountryInfo {
    pub country: Country,
    pub id: &'static str,
    pub name: &'static str,
    pub kind: CountryKind,
    /// 4.2.5 printed Resources (Muslim countries only; 0 otherwise).
    pub resources: u8,
    /// 4.2.6 Oil Exporter.
    pub oil: bool,
    /// 4.3.1 / 4.4 fixed Governance of non-Muslim countries and Iran.
    pub fixed_governance: Option<Governance>,
    /// 4.3.4 Recruit number (0 = none).
    pub recruit: u8,
    /// 4.5 a Schengen country.
    pub schengen: bool,
    /// 4.5 connected to the Schengen symbol.
    pub schengen_link: bool,
    /// 4.1.1 adjacency with Schengen links expanded (no event effects).
    pub adjacent: CountrySet,
}

impl Country {
    pub fn id(self) -> &'static str {
        self.info().id
    }
    pub fn name(self) -> &'static str {
        self.info().name
    }
    pub fn kind(self) -> CountryKind {
        self.info().kind
    }
    /// 4.1.2 Muslim = Sunni or Shia-Mix (not Iran).
    pub fn is_muslim(self) -> bool {
        matches!(self.kind(), CountryKind::Sunni | CountryKind::ShiaMix)
    }
    pub fn is_non_muslim(self) -> bool {
        self.kind() == CountryKind::NonMuslim
    }
    pub fn is_schengen(self) -> bool {
        self.info().schengen
    }
    /// 4.3.2 a non-Muslim country with its own Posture box (not the US, whose Posture is on
    /// the GWOT track; Israel's box is printed Hard).
    pub fn has_posture_box(self) -> bool {
        self.is_non_muslim() && self != Country::UnitedStates
    }
}

/// Equal once both are lower-cased ASCII letters and digits only (how the vocabularies'
/// `parse` compare a typed word with an id or a name).
pub(crate) fn same_normalized(a: &str, b: &str) -> bool {
    a.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .eq(b
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .map(|c| c.to_ascii_lowercase()))
}

impl fmt::Display for Country {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A set of countries as a bitset (38 < 64).
#[derive(Copy, Clone, Default, Eq, PartialEq, Hash, Debug)]
pub struct CountrySet(pub(crate) u64);

impl CountrySet {
    pub const EMPTY: CountrySet = CountrySet(0);
    pub fn contains(self, country: Country) -> bool {
        self.0 & (1 << country as u64) != 0
    }
    pub fn insert(&mut self, country: Country) {
        self.0 |= 1 << country as u64;
    }
    pub fn remove(&mut self, country: Country) {
        self.0 &= !(1 << country as u64);
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The countries in map order (lowest bit first).
    pub fn iter(self) -> impl Iterator<Item = Country> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            while bits != 0 {
                let index = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some(country) = Country::from_index(index) {
                    return Some(country);
                }
            }
            None
        })
    }
}

/// JSON: a list of country ids, in map order.
impl Serialize for CountrySet {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CountrySet {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let countries = Vec::<Country>::deserialize(deserializer)?;
        Ok(countries.into_iter().collect())
    }
}

impl FromIterator<Country> for CountrySet {
    fn from_iter<I: IntoIterator<Item = Country>>(iter: I) -> Self {
        let mut set = CountrySet::EMPTY;
        for country in iter {
            set.insert(country);
        }
        set
    }
}
