//! 6.2.7 Lingering event markers (MARK cards) and scenario markers.

use serde::{Deserialize, Serialize};

use super::card::CardId;
use super::country::same_normalized;

/// A lingering event marker, named after the card that places it. Every rule it modifies
/// says `// Card N Name` at the check.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Marker {
    /// Card 3 CTR.
    Ctr,
    /// Card 4 Moro Talks.
    MoroTalks,
    /// Card 5 NEST.
    Nest,
    /// Card 11 Abbas.
    Abbas,
    /// Card 13 Anbar Awakening.
    AnbarAwakening,
    /// Card 27 Saddam Captured.
    SaddamCaptured,
    /// Card 31 Wiretapping.
    Wiretapping,
    /// Card 33 Benazir Bhutto.
    BenazirBhutto,
    /// Card 34 Enhanced Measures.
    EnhancedMeasures,
    /// Card 36 Indo-Pakistani Talks.
    IndoPakistaniTalks,
    /// Card 37 Iraqi WMD.
    IraqiWmd,
    /// Card 38 Libyan Deal: blocks Card 39 Libyan WMD.
    LibyanDeal,
    /// Card 39 Libyan WMD: Regime Change may target Libya whatever its Governance.
    LibyanWmd,
    /// Card 41 NATO.
    Nato,
    /// Card 43 Patriot Act: the United States is adjacent only to Canada.
    PatriotAct,
    /// Card 44 Renditions.
    Renditions,
    /// Card 54 Moqtada al-Sadr.
    Sadr,
    /// Card 56 Vieira de Mello Slain.
    VieiraDeMelloSlain,
    /// Card 57 Abu Sayyaf.
    AbuSayyaf,
    /// Card 58 Al-Anbar.
    AlAnbar,
    /// Card 60 Bhutto Shot.
    BhuttoShot,
    /// Card 73 Pirates.
    Pirates,
    /// Card 80 FATA.
    Fata,
    /// Card 84/85 Leak flipped the Enhanced Measures marker: Card 34 is blocked for the
    /// rest of the game and its lingering effect has ended.
    LeakEnhancedMeasures,
    /// Card 84/85 Leak flipped the Renditions marker (Card 44 blocked, its effect ended).
    LeakRenditions,
    /// Card 84/85 Leak flipped the Wiretapping marker (Card 31 blocked, its effect ended).
    LeakWiretapping,
}

impl Marker {
    pub const ALL: [Marker; 26] = [
        Marker::Ctr,
        Marker::MoroTalks,
        Marker::Nest,
        Marker::Abbas,
        Marker::AnbarAwakening,
        Marker::SaddamCaptured,
        Marker::Wiretapping,
        Marker::BenazirBhutto,
        Marker::EnhancedMeasures,
        Marker::IndoPakistaniTalks,
        Marker::IraqiWmd,
        Marker::LibyanDeal,
        Marker::LibyanWmd,
        Marker::Nato,
        Marker::PatriotAct,
        Marker::Renditions,
        Marker::Sadr,
        Marker::VieiraDeMelloSlain,
        Marker::AbuSayyaf,
        Marker::AlAnbar,
        Marker::BhuttoShot,
        Marker::Pirates,
        Marker::Fata,
        Marker::LeakEnhancedMeasures,
        Marker::LeakRenditions,
        Marker::LeakWiretapping,
    ];

    /// The card whose event places this marker.
    pub fn card(self) -> CardId {
        let number = match self {
            Marker::Ctr => 3,
            Marker::MoroTalks => 4,
            Marker::Nest => 5,
            Marker::Abbas => 11,
            Marker::AnbarAwakening => 13,
            Marker::SaddamCaptured => 27,
            Marker::Wiretapping => 31,
            Marker::BenazirBhutto => 33,
            Marker::EnhancedMeasures => 34,
            Marker::IndoPakistaniTalks => 36,
            Marker::IraqiWmd => 37,
            Marker::LibyanDeal => 38,
            Marker::LibyanWmd => 39,
            Marker::Nato => 41,
            Marker::PatriotAct => 43,
            Marker::Renditions => 44,
            Marker::Sadr => 54,
            Marker::VieiraDeMelloSlain => 56,
            Marker::AbuSayyaf => 57,
            Marker::AlAnbar => 58,
            Marker::BhuttoShot => 60,
            Marker::Pirates => 73,
            Marker::Fata => 80,
            Marker::LeakEnhancedMeasures | Marker::LeakRenditions | Marker::LeakWiretapping => 84,
        };
        CardId::new(number).unwrap_or(CardId::PATRIOT_ACT)
    }

    pub fn name(self) -> &'static str {
        match self {
            Marker::Sadr => "Sadr",
            Marker::LeakEnhancedMeasures => "Leak (Enhanced Measures)",
            Marker::LeakRenditions => "Leak (Renditions)",
            Marker::LeakWiretapping => "Leak (Wiretapping)",
            other => other.card().name(),
        }
    }

    /// Card 84/85 Leak: the flipped side of a US marker, if Leak can flip it.
    pub fn leaked(self) -> Option<Marker> {
        match self {
            Marker::EnhancedMeasures => Some(Marker::LeakEnhancedMeasures),
            Marker::Renditions => Some(Marker::LeakRenditions),
            Marker::Wiretapping => Some(Marker::LeakWiretapping),
            _ => None,
        }
    }

    /// Parse a snake_case id (`"patriot_act"`), a card name (`"Patriot Act"`) or `"FATA"`.
    pub fn parse(text: &str) -> Option<Marker> {
        Marker::ALL.into_iter().find(|marker| {
            same_normalized(marker.name(), text)
                || same_normalized(marker.card().name(), text)
                || serde_json::to_value(marker)
                    .ok()
                    .and_then(|v| v.as_str().map(|id| same_normalized(id, text)))
                    .unwrap_or(false)
        })
    }
}
