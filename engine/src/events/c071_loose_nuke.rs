//! Card 71 Loose Nuke (Jihadist, 2, REMOVE). Precondition: Russia holds a cell (CTR there is
//! a table block). One die as for a one-value operation in Russia (Fair: 1-2): success makes
//! a WMD Available; failure removes a cell there. Dice: the roll.

use crate::cx::{Cx, Run};
use crate::decision::Op;
use crate::error::Refusal;
use crate::events::CardEvent;
use crate::events::common::acquire_wmd;
use crate::state::GameState;
use crate::types::{CardId, Country, Side};

pub(crate) struct LooseNuke;

impl CardEvent for LooseNuke {
    fn id(&self) -> CardId {
        CardId::of::<71>()
    }
    fn playable(&self, g: &GameState, _by: Side) -> Result<(), Refusal> {
        if g.cells(Country::Russia) > 0 {
            Ok(())
        } else {
            Err("Russia has no cell".into())
        }
    }
    fn operation_may_enable(&self, _op: Option<Op>) -> bool {
        // 6.3.2.1 no US operation places a cell in Russia or removes CTR.
        false
    }
    fn play(&self, cx: &mut Cx<'_>, by: Side, _player: Side) -> Run {
        acquire_wmd(cx, by, self.id(), Country::Russia)?;
        Ok(())
    }
}
