//! The permissions the bot needs in a game's channel, named once: the invite URL's
//! permission integer, `labyrinth discord --check`'s report and what the bot says when one
//! is missing all come from [`NEEDED`].
//!
//! Discord's rules ("Permissions"): an invite asks for `permissions` as the integer of its
//! bits; in a channel a member's permissions are the `@everyone` role's, with each of their
//! roles' added, Administrator meaning all, then the channel's overwrites applied in order:
//! `@everyone`'s deny and allow, the roles' denies and allows together, the member's own.

use poise::serenity_prelude as serenity;
use serenity::Permissions;

/// The permissions the bot asks for and no more, each with the message (`locales/*/discord.ftl`)
/// saying what it is for.
pub const NEEDED: &[(Permissions, &str)] = &[
    (Permissions::VIEW_CHANNEL, "discord-permission-view-channel"),
    (
        Permissions::SEND_MESSAGES,
        "discord-permission-send-messages",
    ),
    (
        Permissions::SEND_MESSAGES_IN_THREADS,
        "discord-permission-send-in-threads",
    ),
    (Permissions::EMBED_LINKS, "discord-permission-embed-links"),
    (Permissions::ATTACH_FILES, "discord-permission-attach-files"),
    (
        Permissions::CREATE_PUBLIC_THREADS,
        "discord-permission-create-threads",
    ),
];

/// What a game needs where `/lab game new` is used: to see the channel, post in it (in a
/// thread: in threads), show the board and attach its picture; with `thread:True` also to
/// open a public thread and post in it.
pub fn for_new_game(in_a_thread: bool, new_thread: bool) -> Permissions {
    let post = if in_a_thread {
        Permissions::SEND_MESSAGES_IN_THREADS
    } else {
        Permissions::SEND_MESSAGES
    };
    let mut wanted =
        Permissions::VIEW_CHANNEL | post | Permissions::EMBED_LINKS | Permissions::ATTACH_FILES;
    if new_thread {
        wanted |= Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS;
    }
    wanted
}

/// [`NEEDED`] as one set (the invite URL's `permissions`).
pub fn needed() -> Permissions {
    NEEDED
        .iter()
        .fold(Permissions::empty(), |all, (permission, _)| {
            all | *permission
        })
}

/// The URL that adds the bot to a server with the `bot` and `applications.commands` scopes
/// and exactly [`needed`].
pub fn invite_url(application: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application}&scope=bot+applications.commands&permissions={}",
        needed().bits()
    )
}

/// What `have` lacks of `wanted` (each with what it is for).
pub fn missing(have: Permissions, wanted: Permissions) -> Vec<(Permissions, &'static str)> {
    NEEDED
        .iter()
        .filter(|(permission, _)| wanted.contains(*permission) && !have.contains(*permission))
        .copied()
        .collect()
}

/// A channel's permission overwrite ("Permissions", "Permission Overwrites").
#[derive(Clone, Debug)]
pub struct Overwrite {
    /// A role's id (the server's id for `@everyone`) or a member's.
    pub id: u64,
    pub member: bool,
    pub allow: Permissions,
    pub deny: Permissions,
}

/// A member's permissions in a channel of `server`: its roles' (`everyone` is the
/// `@everyone` role's, `roles` the member's others) and the channel's overwrites.
pub fn in_channel(
    server: u64,
    member: u64,
    everyone: Permissions,
    roles: &[(u64, Permissions)],
    overwrites: &[Overwrite],
) -> Permissions {
    let base = roles
        .iter()
        .fold(everyone, |all, (_, permissions)| all | *permissions);
    if base.administrator() {
        return Permissions::all();
    }
    let mut permissions = base;
    if let Some(all) = overwrites.iter().find(|o| !o.member && o.id == server) {
        permissions = (permissions & !all.deny) | all.allow;
    }
    let (mut allow, mut deny) = (Permissions::empty(), Permissions::empty());
    for o in overwrites
        .iter()
        .filter(|o| !o.member && roles.iter().any(|(id, _)| *id == o.id))
    {
        allow |= o.allow;
        deny |= o.deny;
    }
    permissions = (permissions & !deny) | allow;
    if let Some(own) = overwrites.iter().find(|o| o.member && o.id == member) {
        permissions = (permissions & !own.deny) | own.allow;
    }
    permissions
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_asks_for_exactly_what_the_bot_needs() {
        assert_eq!(needed().bits(), 309_237_697_536);
        let url = invite_url(42);
        assert!(url.contains("client_id=42"), "{url}");
        assert!(url.contains("scope=bot+applications.commands"), "{url}");
        assert!(url.ends_with("permissions=309237697536"), "{url}");
    }

    #[test]
    fn overwrites_apply_in_discords_order() {
        let server = 1;
        let role = (2, Permissions::EMBED_LINKS);
        let everyone = Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES;
        let deny_embeds = Overwrite {
            id: server,
            member: false,
            allow: Permissions::empty(),
            deny: Permissions::EMBED_LINKS | Permissions::SEND_MESSAGES,
        };
        // A role's allow wins over @everyone's deny; the member's own deny over both.
        let have = in_channel(
            server,
            9,
            everyone,
            &[role],
            std::slice::from_ref(&deny_embeds),
        );
        assert!(!have.send_messages());
        let allow_role = Overwrite {
            id: 2,
            member: false,
            allow: Permissions::SEND_MESSAGES,
            deny: Permissions::empty(),
        };
        let have = in_channel(
            server,
            9,
            everyone,
            &[role],
            &[deny_embeds.clone(), allow_role.clone()],
        );
        assert!(have.send_messages() && !have.embed_links());
        let deny_member = Overwrite {
            id: 9,
            member: true,
            allow: Permissions::empty(),
            deny: Permissions::SEND_MESSAGES,
        };
        let have = in_channel(
            server,
            9,
            everyone,
            &[role],
            &[deny_embeds, allow_role, deny_member],
        );
        assert!(!have.send_messages());
        let missing = missing(have, needed());
        assert!(missing.iter().any(|(p, _)| *p == Permissions::EMBED_LINKS));
        // Administrator is everything, overwrites or not.
        let admin = (3, Permissions::ADMINISTRATOR);
        assert_eq!(
            in_channel(server, 9, everyone, &[admin], &[]),
            Permissions::all()
        );
    }
}
