//! 6.2 Card events: one card, one file. Each event is direct-style code that asks `cx` for
//! every choice and die; it is re-run with the recorded answers when an answer arrives.
//! Shared effects live in `common`; which card blocks which (6.2.8) is data in `blocks`.

pub(crate) mod blocks;
pub(crate) mod common;

mod c001_backlash;
mod c002_biometrics;
mod c003_ctr;
mod c004_moro_talks;
mod c005_nest;
mod c006_sanctions;
mod c008_special_forces;
mod c011_abbas;
mod c012_al_azhar;
mod c013_anbar_awakening;
mod c014_covert_action;
mod c015_ethiopia_strikes;
mod c016_euro_islam;
mod c017_fsb;
mod c018_intel_community;
mod c019_kemalist_republic;
mod c020_king_abdullah;
mod c021_lets_roll;
mod c022_mossad_and_shin_bet;
mod c023_predator;
mod c026_quartet;
mod c027_saddam_captured;
mod c028_sharia;
mod c029_tony_blair;
mod c030_un_nation_building;
mod c031_wiretapping;
mod c032_back_channel;
mod c033_benazir_bhutto;
mod c034_enhanced_measures;
mod c035_hijab;
mod c036_indo_pakistani_talks;
mod c037_iraqi_wmd;
mod c038_libyan_deal;
mod c039_libyan_wmd;
mod c040_mass_turnout;
mod c041_nato;
mod c042_pakistani_offensive;
mod c043_patriot_act;
mod c044_renditions;
mod c045_safer_now;
mod c046_sistani;
mod c047_the_door_of_itjihad_was_closed;
mod c048_adam_gadahn;
mod c049_al_ittihad_al_islami;
mod c050_ansar_al_islam;
mod c051_fres;
mod c052_ieds;
mod c053_madrassas;
mod c054_moqtada_al_sadr;
mod c055_uyghur_jihad;
mod c056_vieira_de_mello_slain;
mod c057_abu_sayyaf;
mod c058_al_anbar;
mod c059_amerithrax;
mod c060_bhutto_shot;
mod c061_detainee_release;
mod c062_ex_kgb;
mod c063_gaza_war;
mod c064_hariri_killed;
mod c065_heu;
mod c066_homegrown;
mod c067_islamic_jihad_union;
mod c068_jemaah_islamiya;
mod c069_kazakh_strain;
mod c070_lashkar_e_tayyiba;
mod c071_loose_nuke;
mod c072_opium;
mod c073_pirates;
mod c074_schengen_visas;
mod c075_schroeder_and_chirac;
mod c076_abu_ghurayb;
mod c077_al_jazeera;
mod c078_axis_of_evil;
mod c079_clean_operatives;
mod c080_fata;
mod c081_foreign_fighters;
mod c082_jihadist_videos;
mod c083_kashmir;
mod c084_leak;
mod c086_lebanon_war;
mod c087_martyrdom_operation;
mod c090_quagmire;
mod c091_regional_al_qaeda;
mod c092_saddam;
mod c093_taliban;
mod c094_the_door_of_itjihad_was_closed;
mod c095_wahhabism;
mod c096_danish_cartoons;
mod c097_fatwa;
mod c098_gaza_withdrawal;
mod c099_hamas_elected;
mod c100_hizb_ut_tahrir;
mod c101_kosovo;
mod c102_former_soviet_union;
mod c103_hizballah;
mod c104_iran;
mod c106_jaysh_al_mahdi;
mod c107_kurdistan;
mod c108_musharraf;
mod c109_tora_bora;
mod c110_zarqawi;
mod c111_zawahiri;
mod c112_bin_ladin;
mod c113_darfur;
mod c114_gtmo;
mod c115_hambali;
mod c116_ksm;
mod c117_oil_price_spike;
mod c119_saleh;
mod c120_us_election;

use crate::cx::{Cx, Run};
use crate::decision::{Answer, EventQuestion, Op};
use crate::error::Refusal;
use crate::side_view::SideView;
use crate::state::GameState;
use crate::types::{CardId, Side};

/// 6.2.9 / 6.2.7 where a card goes once its event has occurred.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub(crate) enum Disposal {
    /// The discard pile.
    Discard,
    /// 6.2.9 REMOVE: out of the game.
    Remove,
    /// 6.2.7 LAPSING: the Lapsing box until the end of the turn.
    Lapsing,
}

impl Disposal {
    /// What the card's printed REMOVE / LAPSING flags say.
    pub(crate) fn printed(card: CardId) -> Disposal {
        let info = card.info();
        if info.remove {
            Disposal::Remove
        } else if info.lapsing {
            Disposal::Lapsing
        } else {
            Disposal::Discard
        }
    }
}

/// One card's event.
pub(crate) trait CardEvent: Sync {
    fn id(&self) -> CardId;
    /// 6.2.6 precondition for the side the event belongs to (`by`; for an Unassociated card
    /// the player). Blocking (6.2.8) is checked by [`playable`] from the `blocks` table, not
    /// here. `Err` says why it is not playable.
    fn playable(&self, g: &GameState, by: Side) -> Result<(), Refusal>;
    /// Carry out the event. `by` makes the decisions (6.3.2.2); `player` played the card.
    fn play(&self, cx: &mut Cx<'_>, by: Side, player: Side) -> Run;
    /// 6.2.9 where the card goes after its event, decided by `by` (e.g. "REMOVE only when
    /// the US plays it"). Default: the printed flags.
    fn disposal(&self, _by: Side) -> Disposal {
        Disposal::printed(self.id())
    }
    /// Solitaire (section 9, docs/bot-readings.md §8): the bot's answer to one of this card's
    /// questions where the card's own rule replaces the generic one of `solitaire::answer`, with its
    /// reason logged. `None`: the generic rule.
    fn bot_answer(
        &self,
        _cx: &mut Cx<'_>,
        _question: EventQuestion,
        _options: &[Answer],
    ) -> Option<Answer> {
        None
    }
    /// 9.4.2.1 / I-13 does the bot's event find where to act? A Plot-placing event whose
    /// Plot chart finds no country is ignored: the card's value goes to Radicalization.
    /// No dice: 9.4.1 is decided before anything is rolled.
    fn bot_finds_target(&self, _g: &SideView<'_>) -> bool {
        true
    }
    /// 6.3.2.1 when the opponent's operation `op` triggers this event while it is not
    /// playable, whether that operation could make it playable (ops first). If it cannot,
    /// no order makes the event occur and the player is not asked. Default: it could.
    fn operation_may_enable(&self, _op: Option<Op>) -> bool {
        true
    }
}

/// Every card's event, in card order (index = number - 1).
static EVENTS: [&dyn CardEvent; 120] = [
    &c001_backlash::Backlash,
    &c002_biometrics::Biometrics,
    &c003_ctr::Ctr,
    &c004_moro_talks::MoroTalks,
    &c005_nest::Nest,
    &c006_sanctions::Sanctions(CardId::of::<6>()),
    &c006_sanctions::Sanctions(CardId::of::<7>()),
    &c008_special_forces::SpecialForces(CardId::of::<8>()),
    &c008_special_forces::SpecialForces(CardId::of::<9>()),
    &c008_special_forces::SpecialForces(CardId::of::<10>()),
    &c011_abbas::Abbas,
    &c012_al_azhar::AlAzhar,
    &c013_anbar_awakening::AnbarAwakening,
    &c014_covert_action::CovertAction,
    &c015_ethiopia_strikes::EthiopiaStrikes,
    &c016_euro_islam::EuroIslam,
    &c017_fsb::Fsb,
    &c018_intel_community::IntelCommunity,
    &c019_kemalist_republic::KemalistRepublic,
    &c020_king_abdullah::KingAbdullah,
    &c021_lets_roll::LetsRoll,
    &c022_mossad_and_shin_bet::MossadAndShinBet,
    &c023_predator::Predator(CardId::of::<23>()),
    &c023_predator::Predator(CardId::of::<24>()),
    &c023_predator::Predator(CardId::of::<25>()),
    &c026_quartet::Quartet,
    &c027_saddam_captured::SaddamCaptured,
    &c028_sharia::Sharia,
    &c029_tony_blair::TonyBlair,
    &c030_un_nation_building::UNNationBuilding,
    &c031_wiretapping::Wiretapping,
    &c032_back_channel::BackChannel,
    &c033_benazir_bhutto::BenazirBhutto,
    &c034_enhanced_measures::EnhancedMeasures,
    &c035_hijab::Hijab,
    &c036_indo_pakistani_talks::IndoPakistaniTalks,
    &c037_iraqi_wmd::IraqiWMD,
    &c038_libyan_deal::LibyanDeal,
    &c039_libyan_wmd::LibyanWmd,
    &c040_mass_turnout::MassTurnout,
    &c041_nato::Nato,
    &c042_pakistani_offensive::PakistaniOffensive,
    &c043_patriot_act::PatriotAct,
    &c044_renditions::Renditions,
    &c045_safer_now::SaferNow,
    &c046_sistani::Sistani,
    &c047_the_door_of_itjihad_was_closed::TheDoorOfItjihadWasClosed,
    &c048_adam_gadahn::AdamGadahn,
    &c049_al_ittihad_al_islami::AlIttihadAlIslami,
    &c050_ansar_al_islam::AnsarAlIslam,
    &c051_fres::FREs,
    &c052_ieds::IEDs,
    &c053_madrassas::Madrassas,
    &c054_moqtada_al_sadr::MoqtadaAlSadr,
    &c055_uyghur_jihad::UyghurJihad,
    &c056_vieira_de_mello_slain::VieiraDeMelloSlain,
    &c057_abu_sayyaf::AbuSayyaf,
    &c058_al_anbar::AlAnbar,
    &c059_amerithrax::Amerithrax,
    &c060_bhutto_shot::BhuttoShot,
    &c061_detainee_release::DetaineeRelease,
    &c062_ex_kgb::ExKgb,
    &c063_gaza_war::GazaWar,
    &c064_hariri_killed::HaririKilled,
    &c065_heu::Heu,
    &c066_homegrown::Homegrown,
    &c067_islamic_jihad_union::IslamicJihadUnion,
    &c068_jemaah_islamiya::JemaahIslamiya,
    &c069_kazakh_strain::KazakhStrain,
    &c070_lashkar_e_tayyiba::LashkarETayyiba,
    &c071_loose_nuke::LooseNuke,
    &c072_opium::Opium,
    &c073_pirates::Pirates,
    &c074_schengen_visas::SchengenVisas,
    &c075_schroeder_and_chirac::SchroederAndChirac,
    &c076_abu_ghurayb::AbuGhurayb,
    &c077_al_jazeera::AlJazeera,
    &c078_axis_of_evil::AxisOfEvil,
    &c079_clean_operatives::CleanOperatives,
    &c080_fata::Fata,
    &c081_foreign_fighters::ForeignFighters,
    &c082_jihadist_videos::JihadistVideos,
    &c083_kashmir::Kashmir,
    &c084_leak::Leak(CardId::of::<84>()),
    &c084_leak::Leak(CardId::of::<85>()),
    &c086_lebanon_war::LebanonWar,
    &c087_martyrdom_operation::MartyrdomOperation(CardId::of::<87>()),
    &c087_martyrdom_operation::MartyrdomOperation(CardId::of::<88>()),
    &c087_martyrdom_operation::MartyrdomOperation(CardId::of::<89>()),
    &c090_quagmire::Quagmire,
    &c091_regional_al_qaeda::RegionalAlQaeda,
    &c092_saddam::Saddam,
    &c093_taliban::Taliban,
    &c094_the_door_of_itjihad_was_closed::TheDoorOfItjihadWasClosed,
    &c095_wahhabism::Wahhabism,
    &c096_danish_cartoons::DanishCartoons,
    &c097_fatwa::Fatwa,
    &c098_gaza_withdrawal::GazaWithdrawal,
    &c099_hamas_elected::HAMASElected,
    &c100_hizb_ut_tahrir::HizbUtTahrir,
    &c101_kosovo::Kosovo,
    &c102_former_soviet_union::FormerSovietUnion,
    &c103_hizballah::Hizballah,
    &c104_iran::Iran(CardId::of::<104>()),
    &c104_iran::Iran(CardId::of::<105>()),
    &c106_jaysh_al_mahdi::JayshAlMahdi,
    &c107_kurdistan::Kurdistan,
    &c108_musharraf::Musharraf,
    &c109_tora_bora::ToraBora,
    &c110_zarqawi::Zarqawi,
    &c111_zawahiri::Zawahiri,
    &c112_bin_ladin::BinLadin,
    &c113_darfur::Darfur,
    &c114_gtmo::Gtmo,
    &c115_hambali::Hambali,
    &c116_ksm::Ksm,
    &c117_oil_price_spike::OilPriceSpike(117),
    &c117_oil_price_spike::OilPriceSpike(118),
    &c119_saleh::Saleh,
    &c120_us_election::UsElection,
];

/// The event of `card`.
pub(crate) fn event(card: CardId) -> &'static dyn CardEvent {
    EVENTS[usize::from(card.number()).saturating_sub(1).min(119)]
}

/// 6.2.6 precondition and 6.2.8 blocking of `card`'s event when `player` plays the card
/// (its event decided by the side it belongs to, 6.3.2.2, or by the player if it is
/// Unassociated). `Err` says why not.
pub fn playable(g: &GameState, card: CardId, player: Side) -> Result<(), String> {
    check_playable(g, card, player).map_err(|refusal| refusal.to_string())
}

/// [`playable`] with the reason as a [`Reason`](crate::Reason): its key and arguments, for a
/// text in the reader's language.
pub fn playable_reason(g: &GameState, card: CardId, player: Side) -> Result<(), crate::Reason> {
    check_playable(g, card, player).map_err(crate::Reason::from)
}

impl SideView<'_> {
    /// 6.2.6 may `side` play `card`'s event now? (Its conditions are public.)
    pub fn playable(&self, card: CardId, side: Side) -> bool {
        check_playable(self.game_for_event_conditions(), card, side).is_ok()
    }
}

/// [`playable`] with the reason not yet put into words (the rules ask it often).
pub(crate) fn check_playable(g: &GameState, card: CardId, player: Side) -> Result<(), Refusal> {
    let by = card.association().side().unwrap_or(player);
    if let Some(reason) = blocks::blocked(g, card, by, player) {
        return Err(reason);
    }
    event(card).playable(g, by)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_is_in_card_order() {
        for (index, event) in EVENTS.iter().enumerate() {
            assert_eq!(usize::from(event.id().number()), index + 1);
        }
    }
}
